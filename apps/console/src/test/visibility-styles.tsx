import { type CSSObject, StyleProvider, type Transformer } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/** The only properties Testing Library reads from a computed style to decide what is hidden (`isInaccessible`). */
const VISIBILITY = new Set(['display', 'visibility']);

/** A compound value (`{ value: [...], _multi_value_ }`, `{ _skip_check_ }`) is a property, not a nested selector. */
const isCompound = (value: object) => '_multi_value_' in value || '_skip_check_' in value;

/**
 * Keeps of antd's CSS-in-JS only what decides visibility: every `display` and `visibility` declaration under
 * its own selector, in its own order, so the cascade of those two properties is the full stylesheet's, and
 * drops the rest (colours, spacing, borders…), which tests never read. Why: happy-dom's getComputedStyle
 * matches every rule of every `<style>` against an element and its ancestors, and Testing Library calls it
 * for each candidate of every role query; with antd's full stylesheet that was nearly half a page test's time.
 */
const visibilityOnly: Transformer = {
  visit(style) {
    const kept: CSSObject = {};
    for (const [key, value] of Object.entries(style)) {
      const nested = typeof value === 'object' && value !== null && !Array.isArray(value) && !isCompound(value);
      if (nested || VISIBILITY.has(key)) kept[key] = value;
    }
    return kept;
  },
};

/** antd's styles as the queries see them (above), for everything rendered inside. */
export const VisibilityStyles = ({ children }: { children: ReactNode }) => (
  <StyleProvider transformers={[visibilityOnly]}>{children}</StyleProvider>
);
