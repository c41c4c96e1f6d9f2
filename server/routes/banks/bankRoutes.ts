/**
 * Question banks (ADR 232): list the banks the caller may see, create, rename and delete one, its categories, its
 * questions (an edit on an older version is a 409, ADR 367), and copy a quiz's question into it. Every route asks the bank capability table through
 * server/auth/bankAccess.ts; bad input is a 400 with the field's message and changes nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  BANK_PATHS,
  BankDetailSchema,
  BankListSchema,
  BankParamsSchema,
  BankQuestionRequestSchema,
  BankQuestionUpdateSchema,
  CategoryParamsSchema,
  QuestionParamsSchema,
} from '../../../src/api/banks/bankContract';
import { envelope } from '../../../src/api/shared/envelope';
import { isSuperAdmin } from '../../../src/domain/access/capabilities';
import {
  BANK_MESSAGES,
  BankCreateSchema,
  BankQuestionSchema,
  BankRenameSchema,
  bankQuestionIssues,
  CategoryInputSchema,
  CopyQuizQuestionSchema,
  type BankQuestionInput,
} from '../../../src/domain/quiz/banks/questionBank';
import type { AppDeps } from '../../appDeps';
import { authorizeBank, bankActionsOf, bankCaller, type BankCaller } from '../../auth/bankAccess';
import { currentUser, requireArea } from '../../auth/guards';
import { authorizeQuiz, mayViewQuiz } from '../../auth/quizAccess';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requireUpdated } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import {
  bankInUse,
  bankQuestionView,
  bankView,
  categoriesOf,
  categoryInUse,
  contentOf,
  deleteBank,
  deleteCategory,
  deleteQuestion,
  findCategory,
  findQuestion,
  insertBank,
  insertCategory,
  insertQuestion,
  questionsOfBank,
  quizQuestionContent,
  renameBank,
  renameCategory,
  updateQuestion,
  visibleBanks,
  type BankRow,
} from '../../repositories/banks/questionBanks';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { enveloped } from '../../http/routeSchema';
import { fieldErrorsOf } from '../../../src/domain/quiz/quizValidation';
import { pictureIssues, questionPictures } from '../../repositories/quiz/optionPictures';
import type { BankQuestionContent } from '../../db/bankTables';

const Deleted = envelope(z.object({ id: z.number().int() }));

/** A question's save checks: 400 with each message beside its field, nothing stored. */
function checkQuestion(input: BankQuestionInput): void {
  const issues = bankQuestionIssues(input);
  if (issues.length > 0) throw badRequest(SERVER_MESSAGES.validationFailed, fieldErrorsOf(issues));
}

/**
 * A question naming a picture on an option or an entry that is neither the stored question's, nor the caller's
 * upload, nor shown by a template or a quiz the caller may open, is refused by field, as a quiz's save is (ADR 311).
 */
async function checkPictures(
  deps: AppDeps,
  caller: BankCaller,
  question: BankQuestionInput,
  stored?: BankQuestionContent,
): Promise<void> {
  const pictures = questionPictures(question, 'question');
  if (pictures.length === 0) return;
  const own = new Set(stored ? questionPictures(stored, '').map((picture) => picture.src) : []);
  const issues = await pictureIssues(deps.db, caller.id, pictures, own, mayViewQuiz(deps, caller));
  if (issues.length > 0) throw badRequest(SERVER_MESSAGES.validationFailed, fieldErrorsOf(issues));
}

async function requireCategory(db: Kysely<Database>, bankId: number, categoryId: number) {
  const category = await findCategory(db, bankId, categoryId);
  if (!category)
    throw badRequest(BANK_MESSAGES.categoryNotInBank, { categoryId: [BANK_MESSAGES.categoryNotInBank] });
  return category;
}

export const bankRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const guard = requireArea(deps, 'quiz');
  const callerOf = (request: FastifyRequest) => bankCaller(deps.db, currentUser(request));

  async function detail(request: FastifyRequest, bank: BankRow) {
    const caller = await callerOf(request);
    const categories = (await categoriesOf(deps.db, [bank.id])).get(bank.id) ?? [];
    return {
      ...bankView(bank, categories, bankActionsOf(caller, bank)),
      questions: await questionsOfBank(deps.db, bank.id),
    };
  }

  app.get(
    BANK_PATHS.banks,
    { onRequest: guard, schema: { response: { 200: envelope(BankListSchema) } } },
    async (request) => {
      const caller = await callerOf(request);
      const banks = await visibleBanks(deps.db, { ...caller, everyBank: isSuperAdmin(caller.roles) });
      const categories = await categoriesOf(
        deps.db,
        banks.map((bank) => bank.id),
      );
      return {
        content: banks.map((bank) =>
          bankView(bank, categories.get(bank.id) ?? [], bankActionsOf(caller, bank)),
        ),
      };
    },
  );

  app.post(
    BANK_PATHS.banks,
    { onRequest: guard, schema: { body: BankCreateSchema, response: { 200: envelope(BankDetailSchema) } } },
    async (request) => {
      const caller = await callerOf(request);
      const shared = request.body.institution === true;
      if (shared && caller.institutionId === null)
        throw badRequest(SERVER_MESSAGES.validationFailed, { institution: ['You belong to no institution'] });
      const id = await insertBank(deps.db, {
        title: request.body.title.trim(),
        ownerUserId: shared ? null : caller.id,
        institutionId: shared ? caller.institutionId : null,
        createdBy: caller.id,
      });
      return { content: await detail(request, await authorizeBank(deps.db, caller, id, 'view')) };
    },
  );

  app.get(
    BANK_PATHS.bank(':bankId'),
    { onRequest: guard, schema: { params: BankParamsSchema, response: { 200: envelope(BankDetailSchema) } } },
    async (request) => {
      const bank = await authorizeBank(deps.db, await callerOf(request), request.params.bankId, 'view');
      return { content: await detail(request, bank) };
    },
  );

  app.patch(
    BANK_PATHS.bank(':bankId'),
    {
      onRequest: guard,
      schema: enveloped(BankDetailSchema, { params: BankParamsSchema, body: BankRenameSchema }),
    },
    async (request) => {
      const caller = await callerOf(request);
      const bank = await authorizeBank(deps.db, caller, request.params.bankId, 'edit');
      await renameBank(deps.db, bank.id, request.body.title.trim());
      return { content: await detail(request, await authorizeBank(deps.db, caller, bank.id, 'view')) };
    },
  );

  app.delete(
    BANK_PATHS.bank(':bankId'),
    { onRequest: guard, schema: { params: BankParamsSchema, response: { 200: Deleted } } },
    async (request) => {
      const bank = await authorizeBank(deps.db, await callerOf(request), request.params.bankId, 'delete');
      if (await bankInUse(deps.db, bank.id)) throw conflict(BANK_MESSAGES.categoryInUse);
      // The same delete sent twice at once: the later one finds nothing left and says so, as every delete does.
      if (!(await deleteBank(deps.db, bank.id))) throw notFound(SERVER_MESSAGES.notFound);
      return { content: { id: bank.id } };
    },
  );

  app.post(
    BANK_PATHS.categories(':bankId'),
    {
      onRequest: guard,
      schema: enveloped(BankDetailSchema, { params: BankParamsSchema, body: CategoryInputSchema }),
    },
    async (request) => {
      const bank = await authorizeBank(deps.db, await callerOf(request), request.params.bankId, 'edit');
      await insertCategory(deps.db, bank.id, request.body.title.trim());
      return { content: await detail(request, bank) };
    },
  );

  app.patch(
    BANK_PATHS.category(':bankId', ':categoryId'),
    {
      onRequest: guard,
      schema: enveloped(BankDetailSchema, { params: CategoryParamsSchema, body: CategoryInputSchema }),
    },
    async (request) => {
      const bank = await authorizeBank(deps.db, await callerOf(request), request.params.bankId, 'edit');
      const category = await requireCategory(deps.db, bank.id, request.params.categoryId);
      await renameCategory(deps.db, category.id, request.body.title.trim());
      return { content: await detail(request, bank) };
    },
  );

  app.delete(
    BANK_PATHS.category(':bankId', ':categoryId'),
    {
      onRequest: guard,
      schema: { params: CategoryParamsSchema, response: { 200: envelope(BankDetailSchema) } },
    },
    async (request) => {
      const bank = await authorizeBank(deps.db, await callerOf(request), request.params.bankId, 'edit');
      // A category already gone (deleted a moment ago, by this delete sent twice or another tab) is not found.
      const category = await findCategory(deps.db, bank.id, request.params.categoryId);
      if (!category) throw notFound(BANK_MESSAGES.categoryNotInBank);
      if (await categoryInUse(deps.db, category.id)) throw conflict(BANK_MESSAGES.categoryInUse);
      if (!(await deleteCategory(deps.db, category.id))) throw notFound(BANK_MESSAGES.categoryNotInBank);
      return { content: await detail(request, bank) };
    },
  );

  app.post(
    BANK_PATHS.questions(':bankId'),
    {
      onRequest: guard,
      schema: enveloped(BankQuestionSchema, { params: BankParamsSchema, body: BankQuestionRequestSchema }),
    },
    async (request) => {
      const caller = await callerOf(request);
      const bank = await authorizeBank(deps.db, caller, request.params.bankId, 'edit');
      const { categoryId, question } = request.body;
      await requireCategory(deps.db, bank.id, categoryId);
      checkQuestion(question);
      await checkPictures(deps, caller, question);
      const content = await contentOf(deps.db, question);
      const id = await insertQuestion(deps.db, categoryId, content, deps.now(), caller.id);
      return { content: bankQuestionView(id, categoryId, content, 1) };
    },
  );

  app.put(
    BANK_PATHS.question(':bankId', ':questionId'),
    {
      onRequest: guard,
      schema: enveloped(BankQuestionSchema, {
        params: QuestionParamsSchema,
        body: BankQuestionUpdateSchema,
      }),
    },
    async (request) => {
      const caller = await callerOf(request);
      const bank = await authorizeBank(deps.db, caller, request.params.bankId, 'edit');
      const stored = await findQuestion(deps.db, bank.id, request.params.questionId);
      if (!stored) throw notFound(BANK_MESSAGES.questionNotInBank);
      const { categoryId, question, version } = request.body;
      await requireCategory(deps.db, bank.id, categoryId);
      checkQuestion(question);
      await checkPictures(deps, caller, question, stored.content);
      const content = await contentOf(deps.db, question, new Set(stored.content.options.map((o) => o.id)));
      // One UPDATE on the version sent (ADR 367): of two edits of one version one is saved, the other is a 409.
      const outcome = await updateQuestion(
        deps.db,
        stored.id,
        version,
        { categoryId, content, now: deps.now() },
        caller.id,
      );
      requireUpdated(outcome, 'bankQuestion', BANK_MESSAGES.questionNotInBank);
      return { content: bankQuestionView(stored.id, categoryId, content, version + 1) };
    },
  );

  app.delete(
    BANK_PATHS.question(':bankId', ':questionId'),
    { onRequest: guard, schema: { params: QuestionParamsSchema, response: { 200: Deleted } } },
    async (request) => {
      const bank = await authorizeBank(deps.db, await callerOf(request), request.params.bankId, 'edit');
      const stored = await findQuestion(deps.db, bank.id, request.params.questionId);
      if (!stored) throw notFound(BANK_MESSAGES.questionNotInBank);
      if (!(await deleteQuestion(deps.db, stored.id))) throw notFound(BANK_MESSAGES.questionNotInBank);
      return { content: { id: stored.id } };
    },
  );

  app.post(
    BANK_PATHS.copyQuestion(':bankId'),
    {
      onRequest: guard,
      schema: enveloped(BankQuestionSchema, { params: BankParamsSchema, body: CopyQuizQuestionSchema }),
    },
    async (request) => {
      const caller = await callerOf(request);
      const bank = await authorizeBank(deps.db, caller, request.params.bankId, 'edit');
      const { quizId, itemId, categoryId } = request.body;
      await authorizeQuiz(deps, caller, quizId, 'copy');
      await requireCategory(deps.db, bank.id, categoryId);
      const content = await quizQuestionContent(deps.db, quizId, itemId);
      if (!content) throw badRequest(BANK_MESSAGES.notAQuestion, { itemId: [BANK_MESSAGES.notAQuestion] });
      const id = await insertQuestion(deps.db, categoryId, content, deps.now(), caller.id);
      return { content: bankQuestionView(id, categoryId, content, 1) };
    },
  );
};
