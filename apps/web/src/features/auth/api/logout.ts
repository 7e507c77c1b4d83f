import { logoutResponseSchema } from '@app/domain/auth.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client.ts';
import { replaceSessionUser } from '@/lib/current-user.ts';

export function logout(): Promise<{ success: true }> {
  return apiRequest('/logout', { method: 'POST', schema: logoutResponseSchema });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Even when the server call fails (say the session had already expired) the person asked
    // to leave: forget everything cached about them and show the login page.
    meta: { handlesOwnErrors: true },
    onSettled: () => {
      replaceSessionUser(queryClient, null);
      void navigate('/login', { replace: true });
    },
  });
}
