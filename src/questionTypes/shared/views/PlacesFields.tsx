/**
 * The places on the picture of a question whose entries may be places on its image (ordering's items, ADR 307;
 * matching's prompts, ADR 310). `PlacesFieldset`: a switch that gives every entry a place or takes them all away,
 * and, while they are on, the image with the places drawn over it; a place is drawn with a pointer for the entry
 * chosen beside the image (HotspotCanvas). `EntryPlaceField`: under each entry, its place typed and moved by keyboard
 * (HotspotRegionFields), or a button that gives it one. The type's own words come in `texts`; the places' message of
 * a failed save stands in the fieldset.
 */
import { useId, useState } from 'react';
import type { RegionShape } from '../../hotspot/domain/hotspotGeometry';
import { asPlace, newPlace, type Place } from '../domain/picturePlaces';
import { Button } from '../../../views/ui/Button';
import { SelectField } from '../../../views/ui/SelectField';
import { SwitchField } from '../../../views/ui/SwitchField';
import { HotspotCanvas } from '../../hotspot/views/HotspotCanvas';
import { HotspotRegionFields } from '../../hotspot/views/HotspotRegionFields';

export interface PlacedEntry {
  readonly id: string;
  /** The entry's name as the editor shows it (its text, else its number). */
  readonly name: string;
  readonly place?: RegionShape;
}

export interface PlacesTexts {
  readonly legend: string;
  readonly on: string;
  readonly hint: string;
  readonly addImageFirst: string;
  readonly drawFor: string;
  readonly imageAlt: string;
}

export function PlacesFieldset({
  field,
  image,
  entries,
  texts,
  error,
  onSwitch,
  onDraw,
}: {
  /** The field the save's message names (`item.<id>.places`). */
  field: string;
  image: string | null | undefined;
  entries: readonly PlacedEntry[];
  texts: PlacesTexts;
  error: string | undefined;
  onSwitch: (on: boolean) => void;
  onDraw: (entryId: string, place: Place) => void;
}) {
  const errorId = useId();
  const on = entries.some((entry) => entry.place !== undefined);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const drawFor = entries.find((entry) => entry.id === chosen) ?? entries[0];
  return (
    <fieldset
      className="flex flex-col gap-3"
      data-field={field}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{texts.legend}</legend>
      <SwitchField label={texts.on} description={texts.hint} isSelected={on} onChange={onSwitch} />
      {on && !image && <p className="text-sm text-slate-600">{texts.addImageFirst}</p>}
      {on && image && drawFor && (
        <>
          <SelectField
            name={`${field}-draw`}
            label={texts.drawFor}
            className="max-w-xs"
            value={drawFor.id}
            options={entries.map((entry) => ({ value: entry.id, label: entry.name }))}
            onChange={(event) => setChosen(event.target.value)}
          />
          <HotspotCanvas
            image={image}
            alt={texts.imageAlt}
            regions={entries.flatMap((entry) => (entry.place ? [entry.place] : []))}
            onDraw={(place) => onDraw(drawFor.id, asPlace(place))}
          />
        </>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function EntryPlaceField({
  number,
  place,
  count,
  addLabel,
  onChange,
}: {
  /** The entry's number, from 1, which names its fields. */
  number: number;
  place: RegionShape | undefined;
  /** How many entries there are: a new place is spread among them. */
  count: number;
  addLabel: string;
  /** The new place, or null to remove it. */
  onChange: (place: Place | null) => void;
}) {
  return (
    <div className="basis-full">
      {place ? (
        <HotspotRegionFields
          number={number}
          region={place}
          onChange={(next) => onChange(asPlace(next))}
          onRemove={() => onChange(null)}
        />
      ) : (
        <Button variant="secondary" onClick={() => onChange(asPlace(newPlace(number - 1, count)))}>
          {addLabel}
        </Button>
      )}
    </div>
  );
}
