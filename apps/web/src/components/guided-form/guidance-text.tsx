import { Box, Text, type TextProps } from '@mantine/core';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './guidance-text.module.css';

interface GuidanceTextProps extends Pick<TextProps, 'size' | 'c' | 'mt'> {
  /** The text's id, for fields it describes; one is made when absent. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A guided form's coaching or purpose. On a phone it takes one line until asked for, so the
 * first writing box is on the first screen: More shows the rest (a button with aria-expanded,
 * so keyboards and screen readers reach it). Wider screens show it whole, with no button.
 */
export function GuidanceText({ id, className, children, size, c, mt }: GuidanceTextProps) {
  const { t } = useTranslation('common');
  const madeId = useId();
  const textId = id ?? madeId;
  const text = useRef<HTMLParagraphElement>(null);
  const [isExpanded, setIsExpanded] = useState(false);
  const [isClamped, setIsClamped] = useState(false);

  // Whether the one line hides anything: the button shows only then (and to fold it again).
  useLayoutEffect(() => {
    const element = text.current;
    if (!element) return;
    const measure = () => setIsClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      mt={mt}
      className={className ? `${classes.guidance} ${className}` : classes.guidance}
      data-expanded={isExpanded || undefined}
    >
      <Text
        ref={text}
        id={textId}
        size={size}
        c={c}
        className={classes.text}
        data-expanded={isExpanded || undefined}
      >
        {children}
      </Text>
      {/* Always in the layout, so showing it never narrows the line it measures. */}
      <button
        type="button"
        className={classes.more}
        data-unneeded={(!isClamped && !isExpanded) || undefined}
        aria-expanded={isExpanded}
        aria-controls={textId}
        onClick={() => setIsExpanded((expanded) => !expanded)}
      >
        {isExpanded ? t('less') : t('more')}
      </button>
    </Box>
  );
}
