/** Portuguese, Brazil (pt-BR): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Envio de arquivo',
  handScored:
    'Os alunos respondem enviando um arquivo (um relatório, uma foto da resolução); um professor o avalia: a tentativa mostra “Aguardando correção” até a resposta ter pontos.',
  kinds: 'Tipos de arquivo aceitos',
  kindsHint:
    'Extensões como .pdf ou tipos como image/*, separados por vírgulas. Deixe vazio para aceitar qualquer arquivo.',
  anyKind: 'Qualquer tipo de arquivo',
  maxSize: 'Maior arquivo (MB)',
  maxSizeHint: 'No máximo {{max}} MB. Deixe vazio para {{max}} MB.',
  maxFiles: 'Arquivos por resposta',
  instructions: 'Instruções para os alunos',
  instructionsHint: 'Mostradas ao lado do seletor de arquivo: o que enviar e como.',
  limits: 'Limites',
  oneFile: 'Um arquivo, de até {{size}}',
  manyFiles: 'Até {{max}} arquivos, cada um de até {{size}}',
  error_badKind: 'Escreva cada tipo de arquivo como uma extensão (.pdf) ou um tipo (image/*).',
  error_tooManyKinds: 'Uma questão aceita no máximo 20 tipos de arquivo.',
  error_noImage: 'Uma questão de desenho precisa de uma imagem: adicione uma acima.',
  drawing: 'O aluno desenha sobre a imagem',
  drawingHint:
    'Os alunos desenham sobre a imagem da questão com algumas cores e espessuras de caneta; o desenho é enviado como um arquivo PNG, ou eles enviam uma imagem no lugar. A questão precisa de uma imagem.',
  drawingKey: 'O aluno desenha sobre a imagem da questão; o desenho é enviado como arquivo PNG.',
  download: 'Baixar {{name}} ({{size}})',
  downloadFailed: 'Não foi possível baixar o arquivo. Tente de novo.',
} as const;
