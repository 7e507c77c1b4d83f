import '@mantine/core/styles.css';
import { AppShell, Badge, Button, Card, Group, MantineProvider, Text, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { CARDS } from './cards.ts';

export function Dashboard() {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Title order={4}>Inner Compass</Title>
          <Button variant="subtle">Account</Button>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Title order={1}>Good evening</Title>
        {CARDS.map((card) => (
          <Card key={card.id} withBorder mt="md" component="article">
            <Title order={2} size="h4">
              {card.title}
            </Title>
            <Text size="sm" c="dimmed">
              {card.day}
            </Text>
            <Text lineClamp={3}>{card.text}</Text>
            <Group gap="xs" mt="xs">
              {card.tags.map((tag) => (
                <Badge key={tag} variant="light">
                  {tag}
                </Badge>
              ))}
            </Group>
            <Button component="a" href={`/posts/${card.id}`} variant="light" mt="sm">
              Read
            </Button>
          </Card>
        ))}
      </AppShell.Main>
    </AppShell>
  );
}

if (document.body.dataset.variant === 'mantine') {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <MantineProvider>
      <Dashboard />
    </MantineProvider>,
  );
}
