import {
  type SendCodeRequest,
  type SendCodeResponse,
  sendCodeResponseSchema,
} from '@app/domain/auth.schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function sendCode(body: SendCodeRequest): Promise<SendCodeResponse> {
  return apiRequest('/send-code', { method: 'POST', body, schema: sendCodeResponseSchema });
}

/** Login and resend show their errors beside the field, not in the shared notification. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode, meta: { handlesOwnErrors: true } });
}
