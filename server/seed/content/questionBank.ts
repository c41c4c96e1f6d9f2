/** Text questions for seeded quizzes: four options each, with the indexes of the right ones. */
export interface BankQuestion {
  readonly subject: string;
  readonly title: string;
  readonly options: readonly [string, string, string, string];
  /** Indexes into `options`; more than one makes a multiple-answer question. */
  readonly right: readonly number[];
}

export const QUESTION_BANK: readonly BankQuestion[] = [
  {
    subject: 'Biology',
    title: 'Which organelle is the main site of ATP synthesis in eukaryotic cells?',
    options: ['Nucleus', 'Mitochondrion', 'Golgi apparatus', 'Lysosome'],
    right: [1],
  },
  {
    subject: 'Biology',
    title: 'During which phase of mitosis do sister chromatids separate?',
    options: ['Prophase', 'Metaphase', 'Anaphase', 'Telophase'],
    right: [2],
  },
  {
    subject: 'Biology',
    title: 'Which of these molecules are products of the light reactions of photosynthesis?',
    options: ['ATP', 'NADPH', 'Glucose', 'Carbon dioxide'],
    right: [0, 1],
  },
  {
    subject: 'Chemistry',
    title: 'What is the pH of a 0.001 M solution of hydrochloric acid?',
    options: ['1', '3', '7', '11'],
    right: [1],
  },
  {
    subject: 'Chemistry',
    title:
      'Which technique separates compounds by their partitioning between a mobile gas and a stationary phase?',
    options: ['Gas chromatography', 'Titration', 'Distillation', 'Recrystallization'],
    right: [0],
  },
  {
    subject: 'Chemistry',
    title: 'Which of these are intermolecular forces?',
    options: ['Hydrogen bonding', 'London dispersion', 'Covalent bonding', 'Dipole-dipole interaction'],
    right: [0, 1, 3],
  },
  {
    subject: 'Physics',
    title: 'An object moves at constant velocity. What is the net force acting on it?',
    options: ['Equal to its weight', 'Zero', 'Increasing with time', 'Equal to its momentum'],
    right: [1],
  },
  {
    subject: 'Physics',
    title: 'What is the SI unit of electrical resistance?',
    options: ['Volt', 'Ampere', 'Ohm', 'Watt'],
    right: [2],
  },
  {
    subject: 'Physics',
    title: 'Doubling the length of a simple pendulum multiplies its period by about…',
    options: ['0.5', '1.41', '2', '4'],
    right: [1],
  },
  {
    subject: 'Neuroscience',
    title: 'Which ion enters the neuron during the rising phase of an action potential?',
    options: ['Potassium', 'Chloride', 'Sodium', 'Magnesium'],
    right: [2],
  },
  {
    subject: 'Neuroscience',
    title: 'Which recording configuration measures currents across the whole cell membrane?',
    options: ['Cell-attached', 'Whole-cell', 'Inside-out', 'Extracellular field'],
    right: [1],
  },
  {
    subject: 'Neuroscience',
    title: 'Which brain structure is essential for forming new declarative memories?',
    options: ['Cerebellum', 'Hippocampus', 'Medulla', 'Olfactory bulb'],
    right: [1],
  },
  {
    subject: 'Immunology',
    title: 'Which cells present antigen to naive T cells most effectively?',
    options: ['Dendritic cells', 'Erythrocytes', 'Platelets', 'Neutrophils'],
    right: [0],
  },
  {
    subject: 'Immunology',
    title: 'Which of these are part of the innate immune system?',
    options: ['Complement proteins', 'Natural killer cells', 'Memory B cells', 'Macrophages'],
    right: [0, 1, 3],
  },
  {
    subject: 'Immunology',
    title: 'In a sandwich ELISA, what does the capture antibody bind?',
    options: ['The plate blocker', 'The target antigen', 'The enzyme substrate', 'The detection antibody'],
    right: [1],
  },
  {
    subject: 'Medicine',
    title: 'Which chamber of the heart pumps blood into the systemic circulation?',
    options: ['Right atrium', 'Right ventricle', 'Left atrium', 'Left ventricle'],
    right: [3],
  },
  {
    subject: 'Medicine',
    title: 'Which organ clears most drugs by metabolism?',
    options: ['Liver', 'Spleen', 'Lung', 'Pancreas'],
    right: [0],
  },
  {
    subject: 'Medicine',
    title: 'What does the glomerulus of the kidney primarily do?',
    options: ['Secretes insulin', 'Filters blood plasma', 'Stores urine', 'Produces red blood cells'],
    right: [1],
  },
  {
    subject: 'Engineering',
    title: 'Stress is defined as…',
    options: [
      'Force per unit area',
      'Change in length per original length',
      'Mass per unit volume',
      'Energy per unit time',
    ],
    right: [0],
  },
  {
    subject: 'Engineering',
    title: 'Which controller term removes steady-state error?',
    options: ['Proportional', 'Integral', 'Derivative', 'Feed-forward'],
    right: [1],
  },
  {
    subject: 'Engineering',
    title: 'Which properties matter most for a tissue-engineering scaffold?',
    options: ['Porosity', 'Biocompatibility', 'Electrical colour', 'Degradation rate'],
    right: [0, 1, 3],
  },
  {
    subject: 'Environmental Science',
    title: 'Which gas contributes most to the enhanced greenhouse effect from human activity?',
    options: ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Argon'],
    right: [2],
  },
  {
    subject: 'Environmental Science',
    title: 'What does eDNA metabarcoding detect?',
    options: ['Species from DNA shed into the environment', 'Soil pH', 'Air temperature', 'Rock age'],
    right: [0],
  },
  {
    subject: 'Environmental Science',
    title: 'Which processes move nitrogen from the atmosphere into living systems?',
    options: ['Nitrogen fixation by bacteria', 'Lightning', 'Transpiration', 'Denitrification'],
    right: [0, 1],
  },
  {
    subject: 'Psychology',
    title: 'In classical conditioning, a bell that comes to produce salivation is the…',
    options: ['Unconditioned stimulus', 'Conditioned stimulus', 'Unconditioned response', 'Neutral response'],
    right: [1],
  },
  {
    subject: 'Psychology',
    title: 'Which measure tracks where a participant is looking?',
    options: ['EEG', 'Eye tracking', 'Galvanic skin response', 'Reaction time'],
    right: [1],
  },
  {
    subject: 'Psychology',
    title: 'Discomfort from holding two conflicting beliefs is called…',
    options: ['Cognitive dissonance', 'Groupthink', 'Learned helplessness', 'Priming'],
    right: [0],
  },
  {
    subject: 'Genetics',
    title: 'A cross between two heterozygotes (Aa × Aa) gives what fraction of recessive homozygotes?',
    options: ['1/2', '1/4', '3/4', '1/8'],
    right: [1],
  },
  {
    subject: 'Genetics',
    title: 'What does the guide RNA do in CRISPR-Cas9 editing?',
    options: [
      'Cuts the DNA',
      'Directs Cas9 to the target sequence',
      'Repairs the break',
      'Methylates the promoter',
    ],
    right: [1],
  },
  {
    subject: 'Genetics',
    title: 'Which of these are needed for a PCR?',
    options: ['Primers', 'Thermostable DNA polymerase', 'Ribosomes', 'Deoxynucleotides'],
    right: [0, 1, 3],
  },
  {
    subject: 'Cancer Research',
    title: 'A gene whose loss of function promotes cancer is called a…',
    options: ['Proto-oncogene', 'Tumor suppressor gene', 'Housekeeping gene', 'Pseudogene'],
    right: [1],
  },
  {
    subject: 'Cancer Research',
    title: 'Formation of new blood vessels that feed a tumor is called…',
    options: ['Apoptosis', 'Angiogenesis', 'Metastasis', 'Senescence'],
    right: [1],
  },
  {
    subject: 'Cancer Research',
    title: 'Which are hallmarks of cancer?',
    options: [
      'Sustained proliferative signalling',
      'Evading growth suppressors',
      'Enhanced DNA repair fidelity',
      'Resisting cell death',
    ],
    right: [0, 1, 3],
  },
  {
    subject: 'Business',
    title: 'When the price of a normal good rises, the quantity demanded usually…',
    options: ['Rises', 'Falls', 'Stays the same', 'Doubles'],
    right: [1],
  },
  {
    subject: 'Business',
    title: 'The value of the next best alternative given up is the…',
    options: ['Sunk cost', 'Opportunity cost', 'Marginal revenue', 'Fixed cost'],
    right: [1],
  },
  {
    subject: 'Business',
    title: 'At the break-even point, total revenue equals…',
    options: ['Total cost', 'Fixed cost only', 'Profit', 'Variable cost only'],
    right: [0],
  },
];

export function questionsFor(subject: string): readonly BankQuestion[] {
  const own = QUESTION_BANK.filter((question) => question.subject === subject);
  return own.length > 0 ? own : QUESTION_BANK;
}
