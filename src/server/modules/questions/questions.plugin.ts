import type { ModuleContext } from '../../module-context.ts';
import { questionsRoutes } from './questions.routes.ts';
import { QuestionsService } from './questions.service.ts';

/** Questions and answers per deal: asked, answered, hidden; the counts of the hourly allowance in the shared counter store. */
export async function registerQuestionsModule({ app, db, clock, config, counters, guards }: ModuleContext): Promise<void> {
  const questions = new QuestionsService(db, clock, counters, config.limits.questionsPerHour);
  await app.register(questionsRoutes, { prefix: '/api', questions, guards });
}
