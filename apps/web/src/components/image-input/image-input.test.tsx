/// <reference types="@vitest/browser-playwright" />
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { renderInApp } from '@/test/render.tsx';
import { ImageInput } from './image-input.tsx';

/** A phone's screen: no hovering pointer, a coarse one (the browser's touch emulation). */
async function useTouchScreen(enabled: boolean): Promise<void> {
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled, maxTouchPoints: 5 });
}

afterEach(() => useTouchScreen(false));

function renderImageInput(language: 'en' | 'es' = 'en') {
  return renderInApp(
    <ImageInput
      label="Image"
      description="Optional: a picture that goes with this post."
      value={null}
      onChange={() => undefined}
    />,
    { language },
  );
}

describe('the picture field', () => {
  it('is an "Add a photo" button on a touch screen, with nothing to drop on', async () => {
    await useTouchScreen(true);
    expect(matchMedia('(hover: none) and (pointer: coarse)').matches).toBe(true);
    const screen = await renderImageInput();
    const group = screen.getByRole('group', { name: 'Image' });
    await expect.element(group.getByRole('button', { name: 'Add a photo' })).toBeVisible();
    await expect.element(group.getByRole('button', { name: 'Camera' })).toBeVisible();
    await expect.element(group.getByRole('button', { name: 'Add Image' })).not.toBeInTheDocument();
    await expect.element(screen.getByText('Drop an image here')).not.toBeVisible();
    // The description still tells screen readers what the picture is for.
    await expect
      .element(group)
      .toHaveAccessibleDescription('Optional: a picture that goes with this post.');
    // Buttons alone: the field takes little more than their row.
    expect(group.element().getBoundingClientRect().height).toBeLessThan(90);
  });

  it('says it in Spanish', async () => {
    await useTouchScreen(true);
    const screen = await renderImageInput('es');
    await expect.element(screen.getByRole('button', { name: 'Añadir una foto' })).toBeVisible();
  });

  it('keeps its drop zone where there is a mouse', async () => {
    const screen = await renderImageInput();
    await expect.element(screen.getByText('Drop an image here')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Add Image' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Add a photo' }))
      .not.toBeInTheDocument();
  });
});
