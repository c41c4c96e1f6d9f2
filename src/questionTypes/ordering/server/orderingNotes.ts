/**
 * What a format that has no ordering of places on a picture (ADR 307) loses of one: Common Cartridge, Moodle XML and
 * GIFT write the ordering they write for any ordering, without the places, and say so.
 */
import type { ExportOrderingQuestion } from './orderingExportQuestion';
import { hasPlaces } from '../domain/ordering';

export const ORDERING_PLACES_NOTES = {
  placesLost:
    'the places on the picture are not written: the format has no ordering on a picture, so the items are put in order by their names alone.',
} as const;

export const placesLoss = (question: ExportOrderingQuestion): string[] =>
  hasPlaces(question.definition) ? [ORDERING_PLACES_NOTES.placesLost] : [];
