import type { HighlightSegment } from '@app/domain/search.schemas.ts';
import { Mark } from '@mantine/core';
import { Fragment } from 'react';

/**
 * Text with the words that matched in <mark>. The segments are plain text from the API and are
 * rendered as React text, so nothing a person wrote can ever become markup.
 */
export function HighlightedText({ segments }: { segments: HighlightSegment[] }) {
  let position = 0;
  return segments.map((segment) => {
    // Each piece's place in the text: a stable key that is not an array index.
    const key = position;
    position += segment.text.length;
    return segment.match ? (
      <Mark key={key} color="yellow">
        {segment.text}
      </Mark>
    ) : (
      <Fragment key={key}>{segment.text}</Fragment>
    );
  });
}
