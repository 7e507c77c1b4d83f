import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';

/** docs/product.md section 9: the home view ticks every 2 s; a slide stays 8000 ms; a change takes 2 s. */
const HOME_TICK_MS = 2000;
const SLIDE_INTERVAL_MS = 8000;
const SLIDE_TRANSITION_MS = 2000;

/** Where a slide stands: shown, gone to the left, or waiting at the right. */
type SlidePlace = 'center' | 'left' | 'right';

type Direction = 1 | -1;

interface SlideShowState {
  /** The slide shown (or entering); null until someone moves: the first slide. */
  current: string | null;
  /** The slide on its way out during a change. */
  leaving: string | null;
  direction: Direction;
  /**
   * A change runs in two renders: `prepare` puts the entering slide, without a transition,
   * on the side it comes from; `run` switches the transitions on and moves both slides.
   */
  phase: 'rest' | 'prepare' | 'run';
}

type SlideShowAction =
  | { type: 'go'; from: string; to: string; direction: Direction; animate: boolean }
  | { type: 'run' }
  | { type: 'settle' };

const INITIAL_STATE: SlideShowState = {
  current: null,
  leaving: null,
  direction: 1,
  phase: 'rest',
};

function reduce(state: SlideShowState, action: SlideShowAction): SlideShowState {
  switch (action.type) {
    case 'go':
      if (action.from === action.to) return state;
      return action.animate
        ? {
            current: action.to,
            leaving: action.from,
            direction: action.direction,
            phase: 'prepare',
          }
        : { ...INITIAL_STATE, current: action.to };
    case 'run':
      return state.phase === 'prepare' ? { ...state, phase: 'run' } : state;
    case 'settle':
      return { ...state, leaving: null, phase: 'rest' };
  }
}

interface SlideShow {
  currentKey: string | undefined;
  placeOf: (key: string) => SlidePlace;
  /** Whether the slide moves with a transition now (only the two changing places). */
  isMoving: (key: string) => boolean;
  next: () => void;
  previous: () => void;
  goTo: (key: string) => void;
  /** Turning past slides on its own (not stopped, hovered or focused). */
  isRotating: boolean;
  /** Stopped with the pause control; only the play control starts it again. */
  isStopped: boolean;
  setStopped: (isStopped: boolean) => void;
  /** Hover and focus hold the slide still while someone reads or uses it. */
  setHovered: (isHovered: boolean) => void;
  setFocused: (isFocused: boolean) => void;
}

/**
 * The dashboard hero's slide show (docs/product.md, "Home", section 9): every 8000 ms the current slide
 * leaves to the left while the next enters from the right over 2 s, wrapping at the end; the
 * slides after it wait at the right. It holds still while hovered or focused, or when stopped;
 * with reduced motion it starts stopped and switches without sliding.
 *
 * The product's 2-second home tick is this clock: each tick adds the time passed since the last
 * one while the show runs, and 8 s of it turns the slide. Nothing is fetched on a tick. Time is
 * read from the clock rather than counted in ticks, so a tick a browser delayed still counts.
 */
export function useSlideShow(keys: readonly string[], reduceMotion: boolean): SlideShow {
  const [state, dispatch] = useReducer(reduce, INITIAL_STATE);
  // With reduced motion the show starts stopped (WCAG 2.2.2); Play still starts it, and it
  // then switches without sliding. Null: the person has not pressed Play or Stop yet.
  const [stoppedChoice, setStopped] = useState<boolean | null>(null);
  const isStopped = stoppedChoice ?? reduceMotion;
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const isRotating = keys.length > 1 && !isStopped && !isHovered && !isFocused;
  /** Time the show has run since the slide last changed. */
  const elapsed = useRef(0);

  // A slide whose condition no longer holds is dropped: the show goes on from the first.
  const currentKey =
    state.current !== null && keys.includes(state.current) ? state.current : keys[0];
  const currentIndex = currentKey === undefined ? -1 : keys.indexOf(currentKey);
  const leaving = state.leaving !== null && keys.includes(state.leaving) ? state.leaving : null;

  function go(offsetOrKey: 1 | -1 | string) {
    if (currentKey === undefined || keys.length < 2) return;
    const to =
      typeof offsetOrKey === 'string'
        ? offsetOrKey
        : (keys[(currentIndex + offsetOrKey + keys.length) % keys.length] as string);
    const direction: Direction =
      typeof offsetOrKey === 'string' ? (keys.indexOf(to) > currentIndex ? 1 : -1) : offsetOrKey;
    elapsed.current = 0;
    dispatch({ type: 'go', from: currentKey, to, direction, animate: !reduceMotion });
  }

  // The interval reads the latest render through refs, so it is set up once, not per render.
  const advance = useRef(() => go(1));
  const isRotatingRef = useRef(isRotating);
  useEffect(() => {
    advance.current = () => go(1);
    isRotatingRef.current = isRotating;
  });
  const hasSeveralSlides = keys.length > 1;

  useEffect(() => {
    if (!hasSeveralSlides) return;
    let lastTick = Date.now();
    const timer = window.setInterval(() => {
      const now = Date.now();
      const passed = now - lastTick;
      lastTick = now;
      // A hidden tab is not being read: its time does not count.
      if (!isRotatingRef.current || document.hidden) return;
      elapsed.current += passed;
      if (elapsed.current >= SLIDE_INTERVAL_MS) {
        elapsed.current = 0;
        advance.current();
      }
    }, HOME_TICK_MS);
    return () => window.clearInterval(timer);
  }, [hasSeveralSlides]);

  // Reading a layout value makes the browser apply the prepared places before the transitions
  // switch on, so the entering slide starts from its side rather than from where it was.
  useLayoutEffect(() => {
    if (state.phase !== 'prepare') return;
    void document.body.offsetWidth;
    dispatch({ type: 'run' });
  }, [state.phase]);

  useEffect(() => {
    if (state.phase !== 'run') return;
    const timer = window.setTimeout(() => dispatch({ type: 'settle' }), SLIDE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [state.phase]);

  function placeOf(key: string): SlidePlace {
    if (state.phase === 'rest' || leaving === null) return key === currentKey ? 'center' : 'right';
    const side: SlidePlace = state.direction === 1 ? 'right' : 'left';
    if (state.phase === 'prepare') {
      if (key === leaving) return 'center';
      return key === currentKey ? side : 'right';
    }
    if (key === currentKey) return 'center';
    if (key === leaving) return state.direction === 1 ? 'left' : 'right';
    return 'right';
  }

  return {
    currentKey,
    placeOf,
    isMoving: (key) =>
      state.phase === 'run' && leaving !== null && (key === currentKey || key === leaving),
    next: () => go(1),
    previous: () => go(-1),
    goTo: (key) => go(key),
    isRotating,
    isStopped,
    setStopped,
    setHovered,
    setFocused,
  };
}
