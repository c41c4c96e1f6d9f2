/**
 * A faster `label.control` and `element.labels` for jsdom, installed by the jsdom test environments: the same
 * answers, without walking the whole document for every question.
 *
 * Testing Library's `getByLabelText`, and every accessible name it computes, asks each element of the page for its
 * labels. jsdom answers `element.labels` by walking every node of the document and asking each one for its
 * `control`, and a label's `control` with `for` walks the document again for the id: a whole-tree walk inside a
 * whole-tree walk, for every element. In the quiz editor's model-based file, a quarter of the CPU went there.
 *
 * Here a label with `for` in a document finds its control through the document's own id index (jsdom's
 * `getElementById`, the first element with that id in tree order), and an element's labels are looked for among the
 * document's labels only, listed once per change of the tree (jsdom's version counter, which every insertion,
 * removal and attribute change raises). A label outside a document (a detached tree, a shadow root) keeps jsdom's own
 * walk. tests/tools/labelLookup.test.ts checks the answers against the HTML rules.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface NodeImpl {
  readonly nodeType: number;
  readonly localName: string;
  readonly _namespaceURI: string | null;
  readonly _version: number;
  readonly _ownerDocument: DocumentImpl;
  readonly _globalObject: unknown;
  getRootNode(options: object): NodeImpl;
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  _labels?: unknown;
}
interface DocumentImpl extends NodeImpl {
  readonly _byIdCache: { get(id: string): NodeImpl | null };
}
interface LabelImpl extends NodeImpl {
  readonly control: NodeImpl | null;
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const DOCUMENT_NODE = 9;
const ELEMENT_NODE = 1;
/** The labelable elements whose `labels` jsdom implements (input, button, select, textarea, output, meter, progress). */
const LABELABLE = ['Input', 'Button', 'Select', 'TextArea', 'Output', 'Meter', 'Progress'] as const;

/** Marks jsdom's label prototype once patched: the environment and a test may load this module apart. */
const INSTALLED = Symbol.for('tests.labelLookup');

export function installLabelLookup(): void {
  // jsdom's own entry first: its internal modules require one another in its order.
  require('jsdom');
  const jsdomPath = (path: string) => require(`jsdom/lib/jsdom/living/${path}`) as Record<string, unknown>;
  const { domSymbolTree } = jsdomPath('helpers/internal-constants.js') as {
    domSymbolTree: { treeIterator(root: NodeImpl): Iterable<NodeImpl> };
  };
  const { isLabelable } = jsdomPath('helpers/form-controls.js') as { isLabelable(node: NodeImpl): boolean };
  const NodeList = require('jsdom/lib/generated/idl/NodeList.js') as {
    createImpl(globalObject: unknown, args: unknown[], privateData: object): unknown;
  };
  const label = (jsdomPath('nodes/HTMLLabelElement-impl.js').implementation as { prototype: object })
    .prototype as {
    [INSTALLED]?: true;
  };
  if (label[INSTALLED]) return;
  label[INSTALLED] = true;

  const inDocument = (node: NodeImpl, root: NodeImpl): root is DocumentImpl =>
    root.nodeType === DOCUMENT_NODE && root === node._ownerDocument;

  const jsdomControl = Object.getOwnPropertyDescriptor(label, 'control')!.get!;
  Object.defineProperty(label, 'control', {
    configurable: true,
    get(this: LabelImpl) {
      if (this.hasAttributeNS(null, 'for')) {
        const root = this.getRootNode({});
        if (inDocument(this, root)) {
          const id = this.getAttributeNS(null, 'for')!;
          if (id === '') return null;
          const element = root._byIdCache.get(id);
          return element && isLabelable(element) ? element : null;
        }
      }
      return jsdomControl.call(this);
    },
  });

  const labelsByRoot = new WeakMap<NodeImpl, { version: number; labels: LabelImpl[] }>();
  /** The labels of a tree in tree order (the root included), listed again once the tree changed. */
  const labelsIn = (root: NodeImpl): LabelImpl[] => {
    const known = labelsByRoot.get(root);
    if (known?.version === root._version) return known.labels;
    const labels: LabelImpl[] = [];
    for (const node of domSymbolTree.treeIterator(root)) {
      if (node.nodeType === ELEMENT_NODE && node.localName === 'label' && node._namespaceURI === HTML_NS) {
        labels.push(node as LabelImpl);
      }
    }
    labelsByRoot.set(root, { version: root._version, labels });
    return labels;
  };

  for (const name of LABELABLE) {
    const prototype = (jsdomPath(`nodes/HTML${name}Element-impl.js`).implementation as { prototype: object })
      .prototype;
    Object.defineProperty(prototype, 'labels', {
      configurable: true,
      get(this: NodeImpl) {
        if (!isLabelable(this)) return null;
        if (!this._labels) {
          const root = this.getRootNode({});
          this._labels = NodeList.createImpl(root._globalObject, [], {
            element: root,
            query: () => labelsIn(root).filter((candidate) => candidate.control === this),
          });
        }
        return this._labels;
      },
    });
  }
}
