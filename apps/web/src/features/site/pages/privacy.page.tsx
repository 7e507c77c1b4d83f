import { Anchor, Box, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@/lib/site-config.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function PrivacyPage() {
  const supportLink = (
    <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
      {SUPPORT_EMAIL}
    </Anchor>
  );

  return (
    <Box maw={720}>
      <DocumentTitle title="Privacy" />
      <Stack gap="xl">
        <div>
          <Title order={1}>Privacy</Title>
          <Text mt="xs">
            {PRODUCT_NAME} is a private journal. This page says, in plain words, what we keep, who
            can see it and how you remove it.
          </Text>
        </div>

        <Section title="What we store">
          <List spacing="xs">
            <List.Item>
              Your contact: the mobile phone number or e-mail address you log in with. We use it to
              send your login codes and to reach you about your account.
            </List.Item>
            <List.Item>
              Your profile: your name, your city, your avatar and background image.
            </List.Item>
            <List.Item>
              Your posts and everything in them: title, category, mood, beliefs, feelings, thoughts,
              action items, text, dates and the images you attach.
            </List.Item>
            <List.Item>
              Your identity record, the feelings you log, your habit trackers and the days you mark
              on them, and your excitement choices and results.
            </List.Item>
            <List.Item>The ideas you send us through the ideas box.</List.Item>
            <List.Item>
              Billing records: your subscription, invoices and payment methods. Card numbers are
              held by our card payment provider, never by us; we keep only what it returns, such as
              the card brand and last four digits.
            </List.Item>
          </List>
          <Text>
            Images are re-encoded when you upload them, which removes hidden data such as the
            location a photo was taken.
          </Text>
        </Section>

        <Section title="What we never do">
          <Text>
            We never sell your data, never show advertising based on it and never share it with
            anyone except the services that run the product for us (hosting, message delivery and
            the card payment provider), who may use it only for that.
          </Text>
        </Section>

        <Section title="Who can see what">
          <List spacing="xs">
            <List.Item>Everything you write is private to you unless you share a post.</List.Item>
            <List.Item>
              A post you share anonymously for feedback is first read by our moderators. Once they
              approve it, other signed-in people can read it under a pseudonym: never with your
              name, contact, image or account id.
            </List.Item>
            <List.Item>
              A post you share privately for research is seen only by the {PRODUCT_NAME} team.
            </List.Item>
            <List.Item>
              Suggestions others leave on your shared post are seen only by you and the moderators,
              and your own suggestions on other people&apos;s posts are anonymous.
            </List.Item>
          </List>
        </Section>

        <Section title="Cookies">
          <Text>
            We use one cookie only: the session cookie that keeps you logged in. It cannot be read
            by scripts on the page, and we use no tracking or advertising cookies.
          </Text>
        </Section>

        <Section title="Deleting everything">
          <Text>
            The{' '}
            <Anchor component={Link} to="/delete-account" inherit>
              account deletion page
            </Anchor>{' '}
            (&ldquo;Delete Your Account&rdquo; at the foot of every page) removes every trace of you
            at once: your profile, posts, images, feelings, trackers, identity and sessions, and it
            cancels your subscription. There is no waiting period and nothing to e-mail.
          </Text>
        </Section>

        <Section title="Questions">
          <Text>Write to us at {supportLink}.</Text>
        </Section>
      </Stack>
    </Box>
  );
}
