/**
 * Every machine of the catalog, read from its definition: each state can be entered and each transition can be
 * taken. What the machines do (context, requests, notifications) is asserted by their own tests.
 */
import { fromPromise, setup } from 'xstate';
import { MACHINE_CATALOG } from '../../../src/machines/dev/machineCatalog';
import { structureGaps } from '../../support/machineStructure';

test.each(MACHINE_CATALOG.map((entry) => [entry.name, entry.machine] as const))(
  'every state of the %s machine can be entered and every transition taken',
  (_name, machine) => {
    expect(structureGaps(machine)).toEqual({ unreachable: [], shadowed: [] });
  },
);

describe('the structure check itself', () => {
  const saveMachine = setup({
    types: { events: {} as { type: 'form.save' } | { type: 'form.reset' } | { type: 'form.edit' } },
    actors: { saveForm: fromPromise(async () => 0) },
    guards: { isValid: () => true },
  }).createMachine({
    id: 'form',
    initial: 'editing',
    states: {
      editing: {
        on: {
          'form.save': [{ guard: 'isValid', target: 'saving' }, { target: 'editing' }, { target: 'saved' }],
        },
      },
      saving: {
        invoke: { src: 'saveForm', onDone: 'editing', onError: 'editing' },
      },
      // Nothing leads here: its target was left out.
      saved: { on: { 'form.reset': 'editing' } },
      review: {
        type: 'parallel',
        states: {
          text: { initial: 'shown', states: { shown: {}, hidden: {} } },
          media: { initial: 'shown', states: { shown: { on: { 'form.edit': '#form.review.text.hidden' } } } },
        },
      },
    },
  });

  test('names each state nothing enters and each transition an unguarded one before it always beats', () => {
    expect(structureGaps(saveMachine)).toEqual({
      unreachable: [
        '#form.saved',
        '#form.review',
        '#form.review.text',
        '#form.review.text.shown',
        '#form.review.text.hidden',
        '#form.review.media',
        '#form.review.media.shown',
      ],
      shadowed: ['#form.editing --form.save [else]--> #form.saved'],
    });
  });

  test('follows invoke outcomes, delays, parallel regions and deep targets', () => {
    const uploadMachine = setup({
      actors: { upload: fromPromise(async () => 0) },
      delays: { settle: 300 },
    }).createMachine({
      id: 'upload',
      initial: 'sending',
      states: {
        sending: { invoke: { src: 'upload', onDone: 'sent', onError: 'failed' } },
        sent: { after: { settle: '#upload.review.media.playing' } },
        failed: { type: 'final' },
        review: {
          type: 'parallel',
          states: {
            text: { initial: 'shown', states: { shown: {} } },
            media: { initial: 'paused', states: { paused: {}, playing: {} } },
          },
        },
      },
    });
    // The other region starts in its initial state; the deep target's own region does not.
    expect(structureGaps(uploadMachine)).toEqual({
      unreachable: ['#upload.review.media.paused'],
      shadowed: [],
    });
  });
});
