import type { ContentRecord } from '@casino/shared/content';

export interface QuestionGroup {
  category: string | null;
  questions: { pageIdentity: string; title: string; description: string | null }[];
}

/** Questions grouped by their `category`, groups in order of their first question. */
export function groupQuestions(records: ContentRecord[]): QuestionGroup[] {
  const groups = new Map<string | null, QuestionGroup>();
  for (const record of records) {
    const category = typeof record.meta.category === 'string' ? record.meta.category : null;
    const group = groups.get(category) ?? { category, questions: [] };
    group.questions.push({
      pageIdentity: record.pageIdentity,
      title: record.title ?? record.pageIdentity,
      description: record.description,
    });
    groups.set(category, group);
  }
  return [...groups.values()];
}
