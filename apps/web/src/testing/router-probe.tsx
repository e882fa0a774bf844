import { useLayoutEffect } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';

/** Where a test's router is and how it got there, and its navigate (as the page's own code would call it). */
export type TestRouter = {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
};

/** Reports the memory router's state after every change, before the test reads it. */
export function RouterProbe({ onChange }: { onChange: (router: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({ state: { location, historyAction }, navigate });
  }, [onChange, location, historyAction, navigate]);
  return null;
}
