import {
  type SignInResponse,
  signInResponseSchema,
  type VerifyCodeRequest,
} from '@app/domain/auth.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { replaceSessionUser } from '@/lib/current-user.ts';
import { activeLanguage } from '@/lib/i18n/i18n.ts';

/** The page's language goes along: the server writes the person's challenge messages in it. */
export function verifyCode(body: Omit<VerifyCodeRequest, 'language'>): Promise<SignInResponse> {
  return apiRequest('/verify-code', {
    method: 'POST',
    body: { ...body, language: activeLanguage() },
    schema: signInResponseSchema,
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
