import type { SendCodeRequest, SendCodeResponse } from '@app/domain/auth.schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { activeLanguage } from '@/lib/i18n/i18n.ts';

/** The code's message comes in the language the page is shown in. */
export function sendCode(body: Omit<SendCodeRequest, 'language'>): Promise<SendCodeResponse> {
  return apiRequest('/send-code', {
    method: 'POST',
    body: { ...body, language: activeLanguage() },
    schema: () => import('@app/domain/auth.schemas.ts').then((m) => m.sendCodeResponseSchema),
  });
}

/** Login and resend show their errors beside the field, not in the shared notification. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode, meta: { handlesOwnErrors: true } });
}
