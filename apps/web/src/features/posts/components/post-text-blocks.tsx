import { parseTextBlocks } from '@app/domain/post-text.ts';
import { List, Stack, Text } from '@mantine/core';

/**
 * Free text on the read-only page (docs/product.md, "Post detail"): "* " lines become a bullet list,
 * consecutive "1. ", "2. " lines an ordered list. The parser returns data and every piece
 * is rendered as a React text node: a person's words are never read as HTML.
 */
export function PostTextBlocks({ text }: { text: string }) {
  const blocks = parseTextBlocks(text);
  return (
    <Stack gap="sm">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'paragraph') {
          return (
            <Text key={key} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {block.text}
            </Text>
          );
        }
        return (
          <List
            key={key}
            type={block.kind === 'ordered' ? 'ordered' : 'unordered'}
            spacing={4}
            style={{ overflowWrap: 'anywhere' }}
          >
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt from text; items have no identity of their own.
              <List.Item key={itemIndex}>{item}</List.Item>
            ))}
          </List>
        );
      })}
    </Stack>
  );
}
