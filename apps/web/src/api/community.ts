import type {
  Challenge,
  ChallengeMessageResult,
  Challenger,
  FeedbackItem,
  ModerateFeedbackRequest,
  SendChallengeMessageRequest,
  SubmitFeedbackRequest,
} from '@app/domain/community.schemas.ts';
import type { PostDetail } from '@app/domain/posts.schemas.ts';
import type { User } from '@app/domain/users.schemas.ts';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import {
  challengeQueryKey,
  challengersQueryKey,
  currentUserQueryKey,
  postQueryKeys,
} from '@/api/query-keys.ts';

/** `GET /challenge`: whether this person is in, places taken, the start date and length. */
async function getChallenge(signal?: AbortSignal): Promise<Challenge> {
  const response = await apiRequest('/challenge', {
    schema: 'community.challengeResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const challengeQueryOptions = queryOptions({
  queryKey: challengeQueryKey,
  queryFn: ({ signal }) => getChallenge(signal),
  // Places go quickly near the end: the count on screen should be the count now.
  staleTime: 0,
});

export function useChallenge() {
  return useQuery(challengeQueryOptions);
}

/** `POST /challenge/join`: takes a place; 409 `challenge_full` once all are taken. */
async function joinChallenge(): Promise<Challenge> {
  const response = await apiRequest('/challenge/join', {
    method: 'POST',
    schema: 'community.challengeResponseSchema',
  });
  return response.data;
}

/** The answer is the challenge as it now stands; the person's flag follows it (docs/product.md section 4). */
function storeChallenge(queryClient: QueryClient, challenge: Challenge): void {
  queryClient.setQueryData(challengeQueryKey, challenge);
  queryClient.setQueryData<User | null>(
    currentUserQueryKey,
    (user) => user && { ...user, happyChallenge: challenge.joined },
  );
}

export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinChallenge,
    // The page says why (all places taken) where the button was.
    meta: { handlesOwnErrors: true },
    onSuccess: (challenge) => storeChallenge(queryClient, challenge),
    // Whatever went wrong, the count on screen may be old.
    onError: () => queryClient.invalidateQueries({ queryKey: challengeQueryKey }),
  });
}

/** `POST /challenge/leave`: gives the place back. */
async function leaveChallenge(): Promise<Challenge> {
  const response = await apiRequest('/challenge/leave', {
    method: 'POST',
    schema: 'community.challengeResponseSchema',
  });
  return response.data;
}

/** Errors go to the shared red notification (docs/product.md section 8): the button has no field. */
export function useLeaveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveChallenge,
    onSuccess: (challenge) => storeChallenge(queryClient, challenge),
  });
}

/** `GET /challengers`: the participants, moderators only (403 for anyone else). */
async function getChallengers(signal?: AbortSignal): Promise<Challenger[]> {
  const response = await apiRequest('/challengers', {
    schema: 'community.challengersResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const challengersQueryOptions = queryOptions({
  queryKey: challengersQueryKey,
  queryFn: ({ signal }) => getChallengers(signal),
});

export function useChallengers({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...challengersQueryOptions, enabled: isEnabled });
}

/**
 * `POST /challengers`: a moderator's message to the chosen participants, each by their own
 * channel (e-mail or SMS). Answers how many were sent, failed, skipped and held back.
 */
async function sendChallengeMessage(
  body: SendChallengeMessageRequest,
): Promise<ChallengeMessageResult> {
  const response = await apiRequest('/challengers', {
    method: 'POST',
    body,
    schema: 'community.sendChallengeMessageResponseSchema',
  });
  return response.data;
}

export function useSendChallengeMessage() {
  return useMutation({
    mutationFn: sendChallengeMessage,
    // The form shows the server's message beside its button and keeps the text.
    meta: { handlesOwnErrors: true },
  });
}

/**
 * `PUT /posts/{id}/feedback`: a suggestion on someone else's post, waiting for a moderator
 * (docs/product.md section 4 "Feedback approvalStatus"). 409 when the post is not open for suggestions.
 */
async function submitFeedback({
  postId,
  body,
}: {
  postId: string;
  body: SubmitFeedbackRequest;
}): Promise<void> {
  await apiRequest(`/posts/${encodeURIComponent(postId)}/feedback`, {
    method: 'PUT',
    body,
    schema: 'community.submitFeedbackResponseSchema',
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    // The form shows the server's message under the field and keeps the text for another try.
    meta: { handlesOwnErrors: true },
    // A moderator sees every suggestion, their own included; for anyone else nothing changes.
    onSuccess: (_nothing, { postId }) =>
      queryClient.invalidateQueries({ queryKey: postQueryKeys.detail(postId) }),
  });
}

/**
 * `PUT /posts/{id}/feedback/{feedbackId}`: a moderator's edit and decision on one suggestion.
 * The text always travels with the status (docs/product.md section 7).
 */
async function moderateFeedback({
  postId,
  feedbackId,
  body,
}: {
  postId: string;
  feedbackId: string;
  body: ModerateFeedbackRequest;
}): Promise<FeedbackItem> {
  const response = await apiRequest(
    `/posts/${encodeURIComponent(postId)}/feedback/${encodeURIComponent(feedbackId)}`,
    { method: 'PUT', body, schema: 'community.feedbackItemResponseSchema' },
  );
  return response.data;
}

export function useModerateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateFeedback,
    // Each suggestion shows its own error beside its buttons.
    meta: { handlesOwnErrors: true },
    onSuccess: (item, { postId }) => {
      queryClient.setQueryData<PostDetail>(
        postQueryKeys.detail(postId),
        (post) =>
          post && {
            ...post,
            feedback: post.feedback.map((each) => (each._id === item._id ? item : each)),
          },
      );
    },
  });
}
