import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/lib/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';

describe("the theme's close buttons", () => {
  it("name a dialog's and a notification's X in the language shown, and follow a change of it", async () => {
    const screen = await renderInApp(
      <Modal opened onClose={() => {}} title="Un diálogo">
        Texto
      </Modal>,
      { language: 'es' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Un diálogo' });
    await expect.element(dialog.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();

    notifications.show({
      title: 'Guardado',
      message: 'Tu entrada está guardada.',
      autoClose: false,
    });
    await expect.element(screen.getByRole('button', { name: 'Cerrar este mensaje' })).toBeVisible();

    await chooseLanguage('en');
    await expect.element(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Close this message' })).toBeVisible();
    notifications.clean();
  });
});
