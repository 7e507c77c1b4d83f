import {
  DEFAULT_REMINDER_TIMES,
  type Reminders,
  remindersResponseSchema,
  saveRemindersRequestSchema,
} from '@app/domain/reminders.schemas.ts';
import { updateUserRequestSchema, userResponseSchema } from '@app/domain/users.schemas.ts';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { queryClient } from '@/lib/query-client.ts';
import { type ApiCall, answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { aPerson } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { FirstRunForm } from './first-run-form.tsx';

const newcomer = aPerson({ name: '', goal: null, firstRunDone: false });

const neverSaved: Reminders = {
  timeZone: null,
  dailyIntention: { enabled: false, time: DEFAULT_REMINDER_TIMES.dailyIntention },
  habitCheckIn: { enabled: false, time: DEFAULT_REMINDER_TIMES.habitCheckIn },
  trackers: [],
  sendTo: { contact: 'ana@example.com', contactType: 'email' },
};

/** The server keeps the person's changes and answers them as now stored. */
function keepsWhatItIsSent({ body }: ApiCall) {
  const { firstRunDone, ...changes } = updateUserRequestSchema.parse(body);
  return answer(userResponseSchema, {
    data: aPerson({ ...newcomer, ...changes, firstRunDone: firstRunDone ?? false }),
  });
}

describe('the first run', () => {
  it('asks name, goal and reminder time, saves them with the first run done, and ends in the fitting exercise', async () => {
    fakeApi.on('PUT', '/users/current', keepsWhatItIsSent);
    fakeApi.on('GET', '/reminders', () => answer(remindersResponseSchema, { data: neverSaved }));
    fakeApi.on('PUT', '/reminders', ({ body }) => {
      const { language: _language, ...saved } = saveRemindersRequestSchema.parse(body);
      return answer(remindersResponseSchema, {
        data: { ...saved, trackers: saved.trackers ?? [], sendTo: neverSaved.sendTo },
      });
    });
    const onLeave = vi.fn();
    const screen = await renderInApp(
      <FirstRunForm user={newcomer} leaveTo="/urnb" onLeave={onLeave} />,
      { user: newcomer },
    );

    await expect.element(screen.getByText('Question 1 of 3')).toBeVisible();
    await screen.getByRole('textbox', { name: 'Your name' }).fill('  Ana María ');
    await screen.getByRole('button', { name: 'Next' }).click();

    await expect
      .element(screen.getByRole('heading', { name: 'What did you come for?' }))
      .toHaveFocus();
    await screen.getByRole('radio', { name: /Better habits/ }).click();
    await screen.getByRole('button', { name: 'Next' }).click();

    // Habits are checked in on in the evening: the reminder that fits the goal.
    const remind = screen.getByRole('switch', {
      name: 'Remind me every day to check in on my habits',
    });
    const time = screen.getByLabelText('Reminder time');
    await expect.element(time).toBeDisabled();
    await expect.element(time).toHaveValue(DEFAULT_REMINDER_TIMES.habitCheckIn);
    await remind.click();
    await time.fill('21:15');
    // Nothing is saved before the last answer.
    expect(fakeApi.calls('PUT', '/users/current')).toEqual([]);
    await screen.getByRole('button', { name: 'Finish' }).click();

    await expect.element(screen.getByRole('heading', { name: 'Welcome, Ana María' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Start a habit tracker' }))
      .toHaveAttribute('href', '/trackers');
    expect(fakeApi.bodyOf('PUT', '/reminders', saveRemindersRequestSchema)).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: 'en',
      dailyIntention: neverSaved.dailyIntention,
      habitCheckIn: { enabled: true, time: '21:15' },
    });
    expect(fakeApi.bodyOf('PUT', '/users/current', updateUserRequestSchema)).toEqual({
      name: 'Ana María',
      goal: 'betterHabits',
      firstRunDone: true,
    });
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({
      name: 'Ana María',
      firstRunDone: true,
    });
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('lets every question go unanswered: no name, no goal, no reminder', async () => {
    fakeApi.on('PUT', '/users/current', keepsWhatItIsSent);
    const screen = await renderInApp(
      <FirstRunForm user={newcomer} leaveTo="/urnb" onLeave={() => undefined} />,
      { user: newcomer },
    );
    for (const button of ['Next', 'Next', 'Finish']) {
      await screen.getByRole('button', { name: button }).click();
    }
    await expect.element(screen.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Go to your home page' }))
      .toHaveAttribute('href', '/urnb');
    expect(fakeApi.bodyOf('PUT', '/users/current', updateUserRequestSchema)).toEqual({
      goal: null,
      firstRunDone: true,
    });
    expect(fakeApi.calls('PUT', '/reminders')).toEqual([]);
  });

  it('skips the whole run from any question, recording it, in Spanish', async () => {
    fakeApi.on('PUT', '/users/current', keepsWhatItIsSent);
    const onLeave = vi.fn();
    const screen = await renderInApp(
      <FirstRunForm user={newcomer} leaveTo="/profile" onLeave={onLeave} />,
      { user: newcomer, language: 'es' },
    );
    await screen.getByRole('textbox', { name: 'Tu nombre' }).fill('Ana');
    await screen.getByRole('button', { name: 'Siguiente' }).click();
    await screen.getByRole('button', { name: 'Omitir la bienvenida' }).click();
    await vi.waitFor(() => expect(onLeave).toHaveBeenCalledWith('/profile'));
    // Skipping keeps nothing of what was typed: only that the run is behind them.
    expect(fakeApi.bodyOf('PUT', '/users/current', updateUserRequestSchema)).toEqual({
      firstRunDone: true,
    });
  });

  it('says why when the answers are not saved, and keeps them for another try', async () => {
    fakeApi.on('PUT', '/users/current', () => refuse(503, 'unavailable', 'Try again in a minute.'));
    const screen = await renderInApp(
      <FirstRunForm user={newcomer} leaveTo="/urnb" onLeave={() => undefined} />,
      { user: newcomer },
    );
    await screen.getByRole('textbox', { name: 'Your name' }).fill('Ana');
    await screen.getByRole('button', { name: 'Next' }).click();
    await screen.getByRole('radio', { name: /Writing daily/ }).click();
    await screen.getByRole('button', { name: 'Next' }).click();
    await screen.getByRole('button', { name: 'Finish' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Your answers were not saved');
    await screen.getByRole('button', { name: 'Back' }).click();
    await expect.element(screen.getByRole('radio', { name: /Writing daily/ })).toBeChecked();
  });
});
