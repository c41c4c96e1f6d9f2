/**
 * The jsdom environments look labels up without walking the document for each element (tests/setup/labelLookup.ts):
 * the answers stay the ones the HTML rules give, and follow the page as it changes.
 */
import { createRequire } from 'node:module';
import { screen } from '@testing-library/react';
import { installLabelLookup } from '../setup/labelLookup';

const require = createRequire(import.meta.url);
const control = (id: string) => (document.getElementById(id) as HTMLLabelElement).control;
const labelIds = (id: string) =>
  [...(document.getElementById(id) as HTMLInputElement).labels!].map((l) => l.id);

describe('label lookup in jsdom', () => {
  afterEach(() => document.body.replaceChildren());

  it("is installed by the environment, once: a label's control comes from the document's id index", () => {
    const label = (
      require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
        implementation: { prototype: object };
      }
    ).implementation.prototype;
    const getter = Object.getOwnPropertyDescriptor(label, 'control')?.get;
    expect(String(getter)).toContain('_byIdCache');
    installLabelLookup();
    expect(Object.getOwnPropertyDescriptor(label, 'control')?.get).toBe(getter);
  });

  it('finds the first element in tree order with the id, and only a labelable one', () => {
    document.body.innerHTML = `
      <label id="a" for="x">A</label>
      <div id="x">not labelable</div><input id="x">
      <label id="b" for="y">B</label><input id="y">
      <label id="c" for="">C</label>
      <label id="d" for="nowhere">D</label>
      <label id="e">E <span><select id="s"></select></span><input id="later"></label>
      <label id="f" for="hidden">F</label><input id="hidden" type="hidden">`;
    expect(control('a')).toBeNull();
    expect(control('b')).toBe(document.getElementById('y'));
    expect(control('c')).toBeNull();
    expect(control('d')).toBeNull();
    expect(control('e')).toBe(document.getElementById('s'));
    expect(control('f')).toBeNull();
    expect((document.getElementById('hidden') as HTMLInputElement).labels).toBeNull();
  });

  it("lists an element's labels in tree order, and again after the page changed", () => {
    document.body.innerHTML = `
      <label id="first" for="t">First</label>
      <label id="wrapping">Wrapping <input id="t"></label>
      <label id="last" for="t">Last</label>`;
    expect(labelIds('t')).toEqual(['first', 'wrapping', 'last']);
    const labels = (document.getElementById('t') as HTMLInputElement).labels!;

    document.getElementById('last')!.setAttribute('for', 'other');
    expect(labelIds('t')).toEqual(['first', 'wrapping']);
    document.body.insertAdjacentHTML('afterbegin', '<label id="new" for="t">New</label>');
    expect([...labels].map((l) => l.id)).toEqual(['new', 'first', 'wrapping']);
    document.getElementById('t')!.id = 'renamed';
    expect(control('first')).toBeNull();
    expect(labelIds('renamed')).toEqual(['wrapping']);
  });

  it('keeps the walk of a tree outside the document', () => {
    const fragment = document.createElement('div');
    fragment.innerHTML = '<label id="out" for="o">Out</label><input id="o">';
    const label = fragment.querySelector('label')!;
    expect(label.control).toBe(fragment.querySelector('input'));
    expect([...fragment.querySelector('input')!.labels!]).toEqual([label]);
  });

  it('lets Testing Library find a field by its label', () => {
    document.body.innerHTML = `
      <label for="title">Title</label><input id="title" value="Water cycle">
      <label>Notes <textarea>Rain</textarea></label>
      <span id="caption">Points</span><input aria-labelledby="caption" value="3">`;
    expect(screen.getByLabelText('Title')).toHaveValue('Water cycle');
    expect(screen.getByLabelText('Notes')).toHaveValue('Rain');
    expect(screen.getByLabelText('Points')).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Title' })).toBe(screen.getByLabelText('Title'));
  });
});
