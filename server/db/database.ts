import type { AnswerFileTables } from './answerFileTables';
import type { AttemptTables } from './attemptTables';
import type { AuthTables } from './authTables';
import type { BankTables } from './bankTables';
import type { ClassTables } from './classTables';
import type { ContentTables } from './contentTables';
import type { GradingTables } from './gradingTables';
import type { IdentityProviderTables } from './identityProviderTables';
import type { LtiTables } from './ltiTables';
import type { JobTables } from '../jobs/jobTables';
import type { PlaylistTables } from './playlistTables';
import type { QuizRevisionTables } from './quizRevisionTables';
import type { SubscriptionTables } from './subscriptionTables';
import type { CollectionTables } from './collectionTables';
import type { PublishTables } from './publishTables';
import type { FacultyResourceTables } from './facultyResourceTables';
import type { WatchedTables } from './watchedTables';
import type { MoengageTables } from './moengageTables';
import type { ClassAccessTables } from './classAccessTables';
import type { ClientHubTables } from './clientHubTables';

/** Every table of the store. */
export interface Database
  extends
    AnswerFileTables,
    AttemptTables,
    AuthTables,
    BankTables,
    JobTables,
    ClassTables,
    CollectionTables,
    ContentTables,
    GradingTables,
    SubscriptionTables,
    PlaylistTables,
    QuizRevisionTables,
    IdentityProviderTables,
    LtiTables,
    PublishTables,
    FacultyResourceTables,
    WatchedTables,
    MoengageTables,
    ClassAccessTables,
    ClientHubTables {}
