import {
  submitFeedbackRequestSchema,
  submitFeedbackResponseSchema,
} from '@app/domain/community.schemas.ts';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { aPerson } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { SuggestionForm } from './suggestion-form.tsx';

const POST_ID = '00000000-0000-4000-8000-0000000000c1';
const FEEDBACK_PATH = `/posts/${POST_ID}/feedback`;

function renderForm(onSent = vi.fn()) {
  return renderInApp(<SuggestionForm postId={POST_ID} onSent={onSent} />, {
    path: `/posts/${POST_ID}`,
    user: aPerson(),
  });
}

describe('the suggestion form', () => {
  it('sends nothing blank: it says so under the field and puts the cursor back in it', async () => {
    const onSent = vi.fn();
    const screen = await renderForm(onSent);
    const field = screen.getByRole('textbox', { name: 'Your suggestion for the author' });
    await field.fill('   ');
    await screen.getByRole('button', { name: 'Send to the author' }).click();

    await expect.element(field).toHaveAccessibleDescription(/Write a suggestion first\./);
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveFocus();
    expect(fakeApi.calls('PUT', FEEDBACK_PATH)).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();

    // Typing again clears the message.
    await field.fill('Try a walk before writing.');
    await expect.element(screen.getByText('Write a suggestion first.')).not.toBeInTheDocument();
  });

  it('sends the suggestion trimmed, waiting for a moderator, and then gives way', async () => {
    fakeApi.on('PUT', FEEDBACK_PATH, () => answer(submitFeedbackResponseSchema, { success: true }));
    const onSent = vi.fn();
    const screen = await renderForm(onSent);
    await screen
      .getByRole('textbox', { name: 'Your suggestion for the author' })
      .fill('  A short walk helped me.  ');
    await screen.getByRole('button', { name: 'Send to the author' }).click();

    await expect.poll(() => onSent.mock.calls.length).toBe(1);
    expect(fakeApi.bodyOf('PUT', FEEDBACK_PATH, submitFeedbackRequestSchema)).toEqual({
      feedback: 'A short walk helped me.',
      approvalStatus: 'needs_approval',
    });
  });

  it("keeps the text after a refusal and shows the server's reason under the field", async () => {
    fakeApi.on('PUT', FEEDBACK_PATH, () =>
      refuse(409, 'not_open', 'This post is not open for suggestions.'),
    );
    const onSent = vi.fn();
    const screen = await renderForm(onSent);
    const field = screen.getByRole('textbox', { name: 'Your suggestion for the author' });
    await field.fill('A short walk helped me.');
    await screen.getByRole('button', { name: 'Send to the author' }).click();

    await expect
      .element(field)
      .toHaveAccessibleDescription(/This post is not open for suggestions\./);
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveValue('A short walk helped me.');
    await expect.element(field).toHaveFocus();
    expect(onSent).not.toHaveBeenCalled();
  });
});
