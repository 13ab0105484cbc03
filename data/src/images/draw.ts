import type { DrawKind } from '../catalogue/types.js';
import { APPAREL } from './draw-apparel.js';
import { GEAR } from './draw-gear.js';
import { MEDIA } from './draw-media.js';
import { PROPS } from './draw-props.js';
import type { Draw, DrawInput } from './draw-types.js';

const TABLE: Partial<Record<DrawKind, Draw>> = { ...GEAR, ...APPAREL, ...PROPS, ...MEDIA };

export function drawItem(kind: DrawKind, input: DrawInput): string {
  const draw = TABLE[kind];
  if (!draw) throw new Error(`no drawing for ${kind}`);
  return draw(input);
}
