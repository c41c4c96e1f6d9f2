/** A quiz screen that has not arrived yet says so honestly. */
import { ComingSoonView } from '../shell/ComingSoonView';
import type { QuizScreenProps } from './quizScreens';

export default function QuizScreenPlaceholder(_props: QuizScreenProps) {
  return <ComingSoonView area="quiz" />;
}
