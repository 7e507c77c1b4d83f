import { pushDevicesResponseSchema } from '@app/domain/push-subscriptions.schemas.ts';
import {
  DEFAULT_REMINDER_TIMES,
  type Reminders,
  remindersResponseSchema,
  saveRemindersRequestSchema,
} from '@app/domain/reminders.schemas.ts';
import { trackersResponseSchema } from '@app/domain/trackers.schemas.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { renderInApp } from '@/test/render.tsx';
import { RemindersSection } from './reminders-section.tsx';

const neverSaved: Reminders = {
  timeZone: null,
  dailyIntention: { enabled: false, time: DEFAULT_REMINDER_TIMES.dailyIntention },
  habitCheckIn: { enabled: false, time: DEFAULT_REMINDER_TIMES.habitCheckIn },
  trackers: [],
  sendTo: { contact: 'ana@example.com', contactType: 'email' },
};

/** The server keeps what it is sent and answers it back. */
function savesWhatItIsSent() {
  fakeApi.on('PUT', '/reminders', ({ body }) => {
    const { language: _language, ...saved } = saveRemindersRequestSchema.parse(body);
    return answer(remindersResponseSchema, {
      data: { ...saved, trackers: saved.trackers ?? [], sendTo: neverSaved.sendTo },
    });
  });
}

describe('the reminders form', () => {
  // A server without push (this-device-push.test.tsx has the switch).
  beforeEach(() => {
    fakeApi.on('GET', '/push-subscriptions', () =>
      answer(pushDevicesResponseSchema, { data: { publicKey: null, devices: [] } }),
    );
    fakeApi.on('GET', '/habit-trackers', () => answer(trackersResponseSchema, { data: [] }));
  });

  it('saves both reminders in the browser’s time zone when none was chosen, in the page language', async () => {
    fakeApi.on('GET', '/reminders', () => answer(remindersResponseSchema, { data: neverSaved }));
    savesWhatItIsSent();
    const screen = await renderInApp(<RemindersSection />);
    await expect.element(screen.getByText('Sent by e-mail to ana@example.com')).toBeVisible();
    await screen.getByRole('switch', { name: 'Daily intention reminder' }).click();
    await screen.getByLabelText('Daily intention time').fill('06:45');
    await screen.getByRole('button', { name: 'Save reminders' }).click();

    await expect.element(screen.getByRole('status')).toHaveTextContent('Reminders saved.');
    expect(fakeApi.bodyOf('PUT', '/reminders', saveRemindersRequestSchema)).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: 'en',
      dailyIntention: { enabled: true, time: '06:45' },
      habitCheckIn: { enabled: false, time: DEFAULT_REMINDER_TIMES.habitCheckIn },
    });
  });

  it("sets each habit's own reminder and saves it with the others", async () => {
    const RUN = '3f9c1a52-7d4e-4b8a-9c21-5e6f7a8b9c0d';
    const READ = '4a0d2b63-8e5f-4c9b-8d32-6f7a8b9c0d1e';
    const tracker = (_id: string, title: string) => ({
      _id,
      title,
      dates: [],
      restDates: [],
      pauses: [],
      daysPerWeek: 7,
      sealedTitle: null,
    });
    fakeApi.on('GET', '/habit-trackers', () =>
      answer(trackersResponseSchema, { data: [tracker(RUN, 'Run'), tracker(READ, 'Read')] }),
    );
    fakeApi.on('GET', '/reminders', () =>
      answer(remindersResponseSchema, {
        data: { ...neverSaved, trackers: [{ trackerId: READ, enabled: true, time: '21:30' }] },
      }),
    );
    savesWhatItIsSent();
    const screen = await renderInApp(<RemindersSection />);
    await expect
      .element(screen.getByRole('heading', { name: 'Each habit at its own time' }))
      .toBeVisible();
    const habits = screen.getByRole('region', { name: 'Reminders' });
    await expect.element(habits.getByRole('switch', { name: 'Remind me of “Read”' })).toBeChecked();
    await expect.element(habits.getByLabelText('Time for “Read”')).toHaveValue('21:30');
    await habits.getByRole('switch', { name: 'Remind me of “Run”' }).click();
    await habits.getByLabelText('Time for “Run”').fill('06:30');
    await screen.getByRole('button', { name: 'Save reminders' }).click();

    await expect.element(screen.getByRole('status')).toHaveTextContent('Reminders saved.');
    expect(fakeApi.bodyOf('PUT', '/reminders', saveRemindersRequestSchema).trackers).toEqual([
      { trackerId: RUN, enabled: true, time: '06:30' },
      { trackerId: READ, enabled: true, time: '21:30' },
    ]);
  });

  it('says reminders come as notifications when the person has devices for them, and the contact after', async () => {
    fakeApi.on('GET', '/push-subscriptions', () =>
      answer(pushDevicesResponseSchema, {
        data: {
          publicKey: null,
          devices: ['https://push.example/a', 'https://push.example/b'].map((endpoint) => ({
            endpoint,
            name: '',
            created: '2026-11-02T09:00:00Z',
          })),
        },
      }),
    );
    fakeApi.on('GET', '/reminders', () => answer(remindersResponseSchema, { data: neverSaved }));
    const screen = await renderInApp(<RemindersSection />);
    await expect
      .element(screen.getByText(/^Sent as a notification to your 2 devices with reminders on/))
      .toHaveTextContent('by e-mail to ana@example.com when none can be reached');
    await expect.element(screen.getByText(/^Sent by e-mail/)).not.toBeInTheDocument();
  });

  it('puts a cleared time back to the reminder’s default rather than send none', async () => {
    fakeApi.on('GET', '/reminders', () =>
      answer(remindersResponseSchema, {
        data: {
          ...neverSaved,
          timeZone: 'Europe/Madrid',
          habitCheckIn: { enabled: true, time: '21:15' },
        },
      }),
    );
    savesWhatItIsSent();
    const screen = await renderInApp(<RemindersSection />);
    const time = screen.getByLabelText('Habit check-in time');
    await expect.element(time).toHaveValue('21:15');
    await time.fill('');
    await expect.element(time).toHaveValue(DEFAULT_REMINDER_TIMES.habitCheckIn);
    await screen.getByRole('button', { name: 'Save reminders' }).click();
    await expect.element(screen.getByRole('status')).toBeVisible();
    expect(fakeApi.bodyOf('PUT', '/reminders', saveRemindersRequestSchema)).toMatchObject({
      timeZone: 'Europe/Madrid',
      habitCheckIn: { enabled: true, time: DEFAULT_REMINDER_TIMES.habitCheckIn },
    });
  });

  it('shows the server’s refusal beside Save and does not claim it saved', async () => {
    fakeApi.on('GET', '/reminders', () => answer(remindersResponseSchema, { data: neverSaved }));
    fakeApi.on('PUT', '/reminders', () =>
      refuse(400, 'invalid', 'Choose a time zone from the list.'),
    );
    const screen = await renderInApp(<RemindersSection />, { language: 'es' });
    await screen.getByRole('button', { name: 'Guardar recordatorios' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Choose a time zone from the list.');
    await expect.element(screen.getByText('Recordatorios guardados.')).not.toBeInTheDocument();
  });
});
