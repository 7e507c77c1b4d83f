import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuidanceText } from './guidance-text.tsx';
import classes from './guided-form.module.css';

interface GuidedBlockProps {
  legend: ReactNode;
  legendId?: string;
  /** Says "(optional)" after the legend. */
  isOptional?: boolean;
  /** On a phone the legend is for screen readers only (the form's basics: docs/decisions/0065). */
  isLegendHiddenOnPhone?: boolean;
  /** The coaching under the legend (verbose mode); when shown, it describes the whole block. */
  helper?: ReactNode;
  helperId?: string;
  children: ReactNode;
}

/** One boxed block of a guided form: a fieldset headed by its legend, with its coaching. */
export function GuidedBlock({
  legend,
  legendId,
  isOptional = false,
  isLegendHiddenOnPhone = false,
  helper,
  helperId,
  children,
}: GuidedBlockProps) {
  const { t } = useTranslation('postPages');
  const hasHelper = helper !== undefined;
  return (
    <Paper
      component="fieldset"
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'lg' }}
      className={classes.block}
      aria-describedby={hasHelper ? helperId : undefined}
    >
      <legend
        id={legendId}
        className={
          isLegendHiddenOnPhone ? `${classes.legend} ${classes.phoneHidden}` : classes.legend
        }
      >
        {legend}
        {isOptional && <span className={classes.optional}> {t('guidance.optional')}</span>}
      </legend>
      {hasHelper && (
        <GuidanceText id={helperId} size="sm" c="dimmed" className={classes.helper}>
          {helper}
        </GuidanceText>
      )}
      {children}
    </Paper>
  );
}
