import { translationGroupDeleteMachine } from '../../src/machines/translationGroupDeleteMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';

const model = createMachineModel(translationGroupDeleteMachine, {
  events: { 'delete.ask': [{ type: 'delete.ask', target: { id: 4, key: 'player' } }] },
  actors: { deleteGroup: () => [resolves({ id: 4 }, 'deleted'), rejects(new Error('500'))] },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of group deletion', () => {
  expectFullCoverage(translationGroupDeleteMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path);
});
