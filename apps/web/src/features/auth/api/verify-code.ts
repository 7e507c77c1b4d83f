import {
  type VerifyCodeRequest,
  type VerifyCodeResponse,
  verifyCodeResponseSchema,
} from '@app/domain/auth.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { replaceSessionUser } from '@/lib/current-user.ts';

export function verifyCode(body: VerifyCodeRequest): Promise<VerifyCodeResponse> {
  return apiRequest('/verify-code', { method: 'POST', body, schema: verifyCodeResponseSchema });
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
