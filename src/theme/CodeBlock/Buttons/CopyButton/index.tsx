/**
 * Wraps (does not eject) the classic theme's `CodeBlock/Buttons/CopyButton`: a block of printed output (see
 * src/theme/CodeBlock/output.ts) has no copy button, since its text is read, not run; every other block keeps it.
 * Whether the block is output comes from the site's own {@link OutputBlockContext}, which Content/String.tsx provides.
 */
import React, {use, type ReactElement} from 'react';
import CopyButton from '@theme-original/CodeBlock/Buttons/CopyButton';
import type CopyButtonType from '@theme/CodeBlock/Buttons/CopyButton';
import type {WrapperProps} from '@docusaurus/types';
import {OutputBlockContext} from '../../output';

type Props = WrapperProps<typeof CopyButtonType>;

/** The theme's copy button, or nothing in an output block. */
export default function CopyButtonWrapper(props: Props): ReactElement | null {
  return use(OutputBlockContext) ? null : <CopyButton {...props} />;
}
