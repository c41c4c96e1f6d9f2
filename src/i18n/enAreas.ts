/** The English catalog's area groups (everything but the first paint's), as the shell loads them. */
import type { AreasCatalog } from './catalogTypes';
import { en } from './en';
import { enCore } from './enCore';

const areaEntries = Object.entries(en).filter(([group]) => !(group in enCore));
export const enAreas = Object.fromEntries(areaEntries) as unknown as AreasCatalog;
