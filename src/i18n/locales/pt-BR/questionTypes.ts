/** Portuguese, Brazil (pt-BR): the strings every question type shares in the editor, from src/i18n/en/questionTypes.ts. */
export const questionTypes = {
  newType: 'Tipo da nova pergunta',
  points: 'Pontos',
  generalFeedback: 'Feedback geral',
  pointsAndFeedback: 'Pontos e feedback',
  pointsEarned: '{{earned}} de {{max}}',
  textBlock: 'Bloco de texto',
  addText: 'Adicionar texto',
  textBlockText: 'Texto mostrado aos alunos',
  textBlockHint: 'Os alunos leem este texto entre as perguntas. Ele não pergunta nada e não vale pontos.',
  equationError: 'Erro na equação',
  equationPreview: 'Pré-visualização',
  /** ADR 389: the chemical structure question. */
  structure: 'Estrutura química',
  structureBoard: 'Quadro de desenho da molécula certa',
  structureText: 'Molécula certa (SMILES ou molfile)',
  structureTextHint: 'Desenhe-a no quadro, ou digite ou cole aqui o SMILES ou o molfile dela.',
  structureStereo: 'A estereoquímica conta',
  structureStereoHint: 'Enantiômeros e isômeros E/Z passam a ser respostas diferentes.',
  structureStereoOn: 'Sim',
  structureStereoOff: 'Não',
  structureRight: 'Molécula certa',
  structureMissing: 'Desenhe a molécula certa ou cole o SMILES ou o molfile dela',
  structureUnreadable: 'Não foi possível ler a molécula: confira o SMILES ou o molfile dela',
  structureEmpty: 'A molécula não tem átomos: desenhe-a ou digite o SMILES dela',
  structureTooLarge: 'A molécula é grande demais: no máximo 100 átomos',
  structureLoading: 'Carregando o quadro de desenho…',
  structureLoadFailed: 'Não foi possível carregar o quadro de desenho: digite o SMILES em vez disso.',
} as const;
export const choice = {
  name: 'Múltipla escolha',
} as const;
