import { describe, expect, it } from 'vitest';
import { aPost } from '@/test/records.ts';
import { postToFormValues } from './post-form-values.ts';

describe('postToFormValues', () => {
  it('holds a sealed post opened on the device as its writing, without its envelope', () => {
    // The envelope is the stored one: a save seals the form's writing anew (sealed-posts.ts
    // seals only a body with no envelope), so one carried along would keep the old writing.
    const opened = aPost({
      category: 'excitement',
      title: 'Opened on the device',
      summary: 'What happened, edited',
      sealed: {
        v: 1,
        k: '00000000-0000-4000-8000-0000000000c1',
        n: 'AAAAAAAAAAAAAAAA',
        c: 'Y2lwaGVydGV4dC1hbmQtdGFnLWJ5dGVz',
      },
    });
    const values = postToFormValues(opened);
    expect(values.sealed).toBeNull();
    expect(values).toMatchObject({
      title: 'Opened on the device',
      summary: 'What happened, edited',
    });
  });
});
