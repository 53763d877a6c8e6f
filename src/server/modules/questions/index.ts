// The questions module's public surface: other modules and the app import it from here only (eslint.config.js).
// Questions and answers per deal; how fast a proposer answers (the track record) and what is left open (the quarterly report).
export { registerQuestionsModule } from './questions.plugin.ts';
export { medianAnswerHours, staleOpenQuestions } from './questions.repository.ts';
