import { sponsorDeleteMachine } from '../../src/machines/sponsorDeleteMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';

const model = createMachineModel(sponsorDeleteMachine, {
  events: { 'delete.ask': [{ type: 'delete.ask', target: { id: 3, name: 'Helix' } }] },
  actors: { deleteSponsor: () => [resolves({ id: 3 }, 'deleted'), rejects(new Error('500'))] },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of sponsor deletion', () => {
  expectFullCoverage(sponsorDeleteMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path);
});
