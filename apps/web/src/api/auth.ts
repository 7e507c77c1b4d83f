import type {
  SendCodeRequest,
  SendCodeResponse,
  SignInResponse,
  VerifyCodeRequest,
} from '@app/domain/auth.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { replaceSessionUser } from '@/api/session.ts';
import { activeLanguage } from '@/lib/i18n/i18n.ts';

/*
 * Signing in. The login page is part of the entry, and so is this module: logging out, which
 * brings the device's outbox, is in logout.ts.
 */

/** The code's message comes in the language the page is shown in. */
function sendCode(body: Omit<SendCodeRequest, 'language'>): Promise<SendCodeResponse> {
  return apiRequest('/send-code', {
    method: 'POST',
    body: { ...body, language: activeLanguage() },
    schema: 'auth.sendCodeResponseSchema',
  });
}

/** Login and resend show their errors beside the field, not in the shared notification. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode, meta: { handlesOwnErrors: true } });
}

/** The page's language goes along: the server writes the person's challenge messages in it. */
function verifyCode(body: Omit<VerifyCodeRequest, 'language'>): Promise<SignInResponse> {
  return apiRequest('/verify-code', {
    method: 'POST',
    body: { ...body, language: activeLanguage() },
    schema: 'auth.signInResponseSchema',
  });
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    meta: { handlesOwnErrors: true },
    // The token in the answer is ignored on purpose: the server also set it as an httpOnly
    // cookie, which page script can never read, so nothing is kept in web storage.
    onSuccess: (response) => replaceSessionUser(queryClient, response.data),
  });
}
