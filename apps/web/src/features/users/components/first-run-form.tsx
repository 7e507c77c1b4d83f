import { USER_NAME_MAX_LENGTH } from '@app/domain/limits.ts';
import { DEFAULT_REMINDER_TIMES, type ReminderKind } from '@app/domain/reminders.schemas.ts';
import { USER_GOALS, type User, type UserGoal } from '@app/domain/users.schemas.ts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getErrorMessage } from '@/api/client.ts';
import { remindersQuery, useSaveReminders } from '@/api/reminders.ts';
import { useUpdateCurrentUser } from '@/api/users.ts';
import { browserTimeZone } from '@/lib/browser-time-zone.ts';
import { PRODUCT_NAME } from '@/lib/site-config.ts';
import classes from './first-run-form.module.css';

const QUESTIONS = ['name', 'goal', 'reminder'] as const;
type Question = (typeof QUESTIONS)[number];

/** The short exercise each goal ends in: existing pages, no new exercises (decision 0062). */
const EXERCISES: Record<UserGoal | 'none', string> = {
  calmerDays: '/feelings',
  betterHabits: '/trackers',
  writingDaily: '/posts/new?category=journal',
  none: '/urnb',
};

/** The daily reminder that fits the goal: habits are checked in on, the rest start the day. */
function reminderKindFor(goal: UserGoal | null): ReminderKind {
  return goal === 'betterHabits' ? 'habitCheckIn' : 'dailyIntention';
}

interface FirstRunFormProps {
  user: User;
  /** Where "Skip" and "Maybe later" lead: the page the person was on their way to. */
  leaveTo: string;
  /** Called once the server has recorded the first run as done (skipped or finished). */
  onLeave: (to: string) => void;
}

/**
 * The first run (/welcome): the person's name, what they came for, a daily reminder, each
 * optional, then one exercise that fits. Finishing or skipping is recorded on the server, so it
 * is never offered again on any device.
 */
export function FirstRunForm({ user, leaveTo, onLeave }: FirstRunFormProps) {
  const { t } = useTranslation('firstRun');
  const queryClient = useQueryClient();
  const updateUser = useUpdateCurrentUser();
  const saveReminders = useSaveReminders();
  const [step, setStep] = useState(0);
  const [name, setName] = useState(user.name);
  const [goal, setGoal] = useState<UserGoal | null>(user.goal);
  const [remind, setRemind] = useState(false);
  const [time, setTime] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  const question: Question | null = finished ? null : (QUESTIONS[step] ?? null);
  const kind = reminderKindFor(goal);
  const reminderTime = time ?? DEFAULT_REMINDER_TIMES[kind];
  const timeZone = browserTimeZone();

  // A new question (or the welcome) is announced and typed into from its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, finished]);

  async function skip() {
    setError(null);
    setSaving(true);
    try {
      await updateUser.mutateAsync({ firstRunDone: true });
      onLeave(leaveTo);
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  }

  async function finish() {
    setError(null);
    setSaving(true);
    try {
      if (remind) {
        // The other reminder stays as the person left it (off, for a new account).
        const saved = await queryClient.fetchQuery(remindersQuery);
        await saveReminders.mutateAsync({
          timeZone,
          dailyIntention: saved.dailyIntention,
          habitCheckIn: saved.habitCheckIn,
          [kind]: { enabled: true, time: reminderTime },
        });
      }
      const trimmed = name.trim();
      await updateUser.mutateAsync({
        ...(trimmed !== '' && { name: trimmed }),
        goal,
        firstRunDone: true,
      });
      setFinished(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step < QUESTIONS.length - 1) setStep(step + 1);
    else void finish();
  }

  if (finished) {
    const exercise = goal ?? 'none';
    const trimmed = name.trim();
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} className={classes.card}>
        <Stack gap="md">
          <Title order={1} ref={headingRef} tabIndex={-1} className={classes.heading}>
            {trimmed ? t('doneTitle', { name: trimmed }) : t('doneTitleNoName')}
          </Title>
          <Text size="lg">{t(`exercise.${exercise}`)}</Text>
          <Button component={Link} to={EXERCISES[exercise]} size="md" className={classes.tapTarget}>
            {t(`exerciseLink.${exercise}`)}
          </Button>
          {goal && (
            <Anchor component={Link} to="/urnb" className={classes.later}>
              {t('later')}
            </Anchor>
          )}
          {/* Offered once, here: sealing the journal (decision 0068), on the profile. */}
          <Text size="sm" c="dimmed">
            {t('sealOffer')}{' '}
            <Anchor component={Link} to="/profile?seal=open" size="sm">
              {t('sealOfferLink')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} className={classes.card}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('title', { product: PRODUCT_NAME })}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('intro')}
            </Text>
          </div>
          <div>
            <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
              <Text size="sm" c="dimmed">
                {t('stepOf', { step: step + 1, count: QUESTIONS.length })}
              </Text>
              <Button
                variant="subtle"
                onClick={() => void skip()}
                disabled={saving}
                className={classes.tapTarget}
                aria-label={t('skipAll')}
              >
                {t('skip')}
              </Button>
            </Group>
            {/* The line above says the same in words: the bar is only its picture. */}
            <Progress value={((step + 1) / QUESTIONS.length) * 100} size="sm" mt={4} aria-hidden />
          </div>

          {question === 'name' && (
            <>
              <Title order={2} ref={headingRef} tabIndex={-1} className={classes.heading}>
                {t('nameQuestion')}
              </Title>
              <TextInput
                label={t('nameLabel')}
                description={t('nameDescription')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                maxLength={USER_NAME_MAX_LENGTH}
                autoComplete="given-name"
                size="md"
              />
            </>
          )}

          {question === 'goal' && (
            <Radio.Group
              value={goal}
              onChange={(value) => setGoal(value as UserGoal)}
              label={
                <Title order={2} ref={headingRef} tabIndex={-1} className={classes.heading}>
                  {t('goalQuestion')}
                </Title>
              }
            >
              <Stack gap="sm" mt="sm">
                {USER_GOALS.map((choice) => (
                  <Radio.Card key={choice} value={choice} radius="md" className={classes.goal}>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} />
                      <div>
                        <Text fw={600}>{t(`goal.${choice}`)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(`goalDescription.${choice}`)}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}

          {question === 'reminder' && (
            <>
              <Title order={2} ref={headingRef} tabIndex={-1} className={classes.heading}>
                {t('reminderQuestion')}
              </Title>
              <Switch
                size="md"
                label={t(`reminderSwitch.${kind}`)}
                checked={remind}
                onChange={(event) => setRemind(event.currentTarget.checked)}
              />
              <TextInput
                type="time"
                label={t('reminderTime')}
                value={reminderTime}
                onChange={(event) => setTime(event.currentTarget.value || null)}
                disabled={!remind}
                size="md"
                className={classes.time}
              />
              <Text size="sm" c="dimmed">
                {user.contacts[0]
                  ? t('reminderWhere', { contact: user.contacts[0].contact, timeZone })
                  : t('reminderNoContact')}
              </Text>
            </>
          )}

          {error !== null && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('notSaved')}>
              {getErrorMessage(error)}
            </Alert>
          )}

          <Group justify="space-between" gap="sm" className={classes.actions}>
            {step > 0 ? (
              <Button
                variant="default"
                onClick={() => setStep(step - 1)}
                disabled={saving}
                className={classes.tapTarget}
              >
                {t('back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={saving} className={classes.tapTarget}>
              {step < QUESTIONS.length - 1 ? t('next') : t('finish')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
