/**
 * ADR 121: a machine gets its effects one way. It declares its actors and actions in `setup()`, a
 * `create…Services` factory returns the real `{ actors, actions }`, and the screen (or a test) calls
 * `machine.provide(...)`. Read from the types of src/machines: no exported function there returns a machine
 * (a factory of a provided machine), and no machine's input carries a function or an object with methods (an
 * effect passed as input, such as the browser's `Storage` or a `Pick` of it), whether the type is the project's
 * own or one of the built-in declarations. The clock is the one function an input may carry (ADR 113): it is
 * read, not run for its effect.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const machinesDir = join(root, 'src/machines');

/** Types an input may hold although they are callable or carry methods. */
const ALLOWED_CALLABLE = new Set(['Clock']);

/** Built-in values that are data, whatever methods they have. Any other built-in type is looked into. */
const BUILT_IN_DATA = new Set([
  'Date',
  'Map',
  'ReadonlyMap',
  'Set',
  'ReadonlySet',
  'Blob',
  'File',
  'URL',
  'RegExp',
]);

function program(): ts.Program {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const files = (readdirSync(machinesDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(machinesDir, file));
  return ts.createProgram(files, { ...parsed.options, types: [] });
}

const isMachine = (type: ts.Type) => type.getSymbol()?.getName() === 'StateMachine';

function aliasName(type: ts.Type): string | undefined {
  return type.aliasSymbol?.getName() ?? type.getSymbol()?.getName();
}

/** The name a property's type is written with (`clock?: Clock` gives Clock), which a union drops. */
function declaredTypeName(property: ts.Symbol): string | undefined {
  const declaration = property.valueDeclaration;
  if (declaration && ts.isPropertySignature(declaration)) return declaration.type?.getText();
  return undefined;
}

/** Paths (`input.fetchPage`) to the functions a type holds, looking into plain data a few levels deep. */
function functionsIn(checker: ts.TypeChecker, type: ts.Type, path: string, depth = 0): string[] {
  if (depth > 4 || ALLOWED_CALLABLE.has(aliasName(type) ?? '')) return [];
  if (type.isUnion() || type.isIntersection())
    return type.types.flatMap((part) => functionsIn(checker, part, path, depth));
  if (type.getCallSignatures().length > 0) return [path];
  if (!(type.flags & ts.TypeFlags.Object)) return [];
  // An actor ref given as input (a parent or a shared actor) is an actor, not an effect; a machine given as input
  // (the inspector's catalog) is logic to show, not run.
  if (type.getProperty('send') && type.getProperty('getSnapshot')) return [];
  if (isMachine(type)) return [];
  if (checker.isArrayType(type) || checker.isTupleType(type))
    return checker
      .getTypeArguments(type as ts.TypeReference)
      .flatMap((item) => functionsIn(checker, item, `${path}[]`, depth + 1));
  // Built-in values (Date, Blob, File, Map…) are data. Other types from the declarations are not skipped: a
  // `Pick<Storage, 'getItem'>` is an object of methods, and a zod-inferred object is looked into like any other.
  const declaration = type.getSymbol()?.declarations?.[0];
  if (declaration?.getSourceFile().isDeclarationFile && BUILT_IN_DATA.has(type.getSymbol()!.getName()))
    return [];
  return checker
    .getPropertiesOfType(type)
    .filter((property) => !ALLOWED_CALLABLE.has(declaredTypeName(property) ?? ''))
    .flatMap((property) =>
      functionsIn(
        checker,
        checker.getNonNullableType(checker.getTypeOfSymbol(property)),
        `${path}.${property.getName()}`,
        depth + 1,
      ),
    );
}

interface Finding {
  readonly factories: string[];
  readonly inputs: string[];
}

function findings(): Finding {
  const prog = program();
  const checker = prog.getTypeChecker();
  const factories: string[] = [];
  const inputs: string[] = [];
  for (const file of prog.getSourceFiles()) {
    if (!file.fileName.startsWith(machinesDir)) continue;
    const module = checker.getSymbolAtLocation(file);
    if (!module) continue;
    const name = file.fileName.slice(machinesDir.length + 1);
    for (const exported of checker.getExportsOfModule(module)) {
      const type = checker.getTypeOfSymbolAtLocation(exported, file);
      if (isMachine(type)) {
        const input = checker.getTypeArguments(type as ts.TypeReference)[9];
        if (input) inputs.push(...functionsIn(checker, input, `${name} ${exported.getName()} input`));
      }
      for (const signature of type.getCallSignatures())
        if (isMachine(signature.getReturnType())) factories.push(`${name} ${exported.getName()}()`);
    }
  }
  return { factories, inputs };
}

const found = findings();

/**
 * Factories that build a machine from a definition of pure rules (a record's zod schema and its mappings, ADR 125)
 * and give it no effect: the machine they return is provided like any other.
 */
const DEFINITION_FACTORIES = ['shared/formMachine.ts createFormMachine()'];

test('no machine file exports a factory that returns a provided machine', () => {
  expect(
    found.factories.filter((factory) => !DEFINITION_FACTORIES.includes(factory)),
    'return { actors, actions } from a create…Services factory instead',
  ).toEqual([]);
});

test("no machine's input carries a function or an object with methods", () => {
  expect(found.inputs, 'declare the effect as an actor or action in setup() and provide it').toEqual([]);
});
