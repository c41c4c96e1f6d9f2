/**
 * What goes with deleting question banks or categories, and whether the delete would be refused (ADR 299): the
 * console asks before its notice offers Undo. Each route checks the caller exactly as its DELETE does (the bank
 * capability table's `delete` for a bank, `edit` and the category being the bank's for a category): a caller who
 * may not delete one of the rows is refused as the DELETE would refuse them. The DELETE still refuses a bank or
 * a category quizzes draw from; this only says so before the notice.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BANK_PATHS, BankParamsSchema } from '../../../src/api/banks/bankContract';
import { envelope } from '../../../src/api/shared/envelope';
import { DeleteImpactRequestSchema, DeleteImpactSchema } from '../../../src/api/shared/deleteImpactContract';
import { BANK_MESSAGES } from '../../../src/domain/quiz/banks/questionBank';
import type { AppDeps } from '../../appDeps';
import { authorizeBank, bankCaller } from '../../auth/bankAccess';
import { currentUser, requireArea } from '../../auth/guards';
import { notFound } from '../../http/errors';
import { bankDeleteImpact, categoryDeleteImpact } from '../../repositories/banks/bankDeleteImpact';
import { findCategory } from '../../repositories/banks/questionBanks';

export const bankDeleteImpactRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  const response = { 200: envelope(DeleteImpactSchema) };

  app.post(
    BANK_PATHS.deleteImpact,
    { onRequest: guard, schema: { body: DeleteImpactRequestSchema, response } },
    async (request) => {
      const caller = await bankCaller(deps.db, currentUser(request));
      const ids = [...new Set(request.body.ids)];
      for (const id of ids) await authorizeBank(deps.db, caller, id, 'delete');
      return { content: await bankDeleteImpact(deps.db, ids) };
    },
  );

  app.post(
    BANK_PATHS.categoriesDeleteImpact(':bankId'),
    { onRequest: guard, schema: { params: BankParamsSchema, body: DeleteImpactRequestSchema, response } },
    async (request) => {
      const caller = await bankCaller(deps.db, currentUser(request));
      const bank = await authorizeBank(deps.db, caller, request.params.bankId, 'edit');
      const ids = [...new Set(request.body.ids)];
      for (const id of ids)
        if (!(await findCategory(deps.db, bank.id, id))) throw notFound(BANK_MESSAGES.categoryNotInBank);
      return { content: await categoryDeleteImpact(deps.db, ids) };
    },
  );
};
