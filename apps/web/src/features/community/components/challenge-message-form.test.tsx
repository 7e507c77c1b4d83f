import { sendChallengeMessageResponseSchema } from '@app/domain/community.schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/test/fake-api.ts';
import { renderInApp } from '@/test/render.tsx';
import { ChallengeMessageForm } from './challenge-message-form.tsx';

const challengers = [
  {
    _id: '0b7c4a1e-6a3f-4d2b-9c1e-2f3a4b5c6d7e',
    name: 'Jo',
    contact: '+14155552673',
    contactType: 'phone' as const,
  },
  {
    _id: '1c8d5b2f-7b4a-4e3c-8d2f-3a4b5c6d7e8f',
    name: 'Kim',
    contact: 'kim@example.com',
    contactType: 'email' as const,
  },
];

describe('the challenge message form', () => {
  for (const [language, texts] of [
    [
      'en',
      {
        message: 'Message',
        all: 'Select all participants',
        send: 'Send Message',
        held: 'Held back for 1 participant who already had 3 challenge messages in the last day.',
      },
    ],
    [
      'es',
      {
        message: 'Mensaje',
        all: 'Seleccionar a todas las personas',
        send: 'Enviar mensaje',
        held: 'No se envió a 1 participante que ya recibió 3 mensajes del reto en el último día.',
      },
    ],
  ] as const) {
    it(`says who was held back for the day's messages (${language})`, async () => {
      fakeApi.on('POST', '/challengers', () =>
        answer(sendChallengeMessageResponseSchema, {
          data: { sent: 1, failed: 0, skipped: 0, held: 1 },
        }),
      );
      const screen = await renderInApp(<ChallengeMessageForm challengers={challengers} />, {
        language,
      });
      await screen.getByRole('textbox', { name: texts.message }).fill('Keep going!');
      await screen.getByRole('checkbox', { name: texts.all }).click();
      await screen.getByRole('button', { name: texts.send }).click();
      await expect.element(screen.getByText(texts.held)).toBeVisible();
    });
  }
});
