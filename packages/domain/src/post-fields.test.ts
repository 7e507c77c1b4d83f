import { describe, expect, it } from 'vitest';
import {
  POST_FIELD_NAMES,
  POST_FIELDS,
  POST_STEP_FIELDS,
  POST_STEP_KEYS,
  POST_STEP_KINDS,
  type PostFieldSpec,
  postFieldColumnName,
  postFieldsOfKind,
} from './post-fields.ts';

describe('the table of post fields', () => {
  it('names each column in snake_case, digits kept on the word before them', () => {
    expect(postFieldColumnName('thisWillWorkBecause')).toBe('this_will_work_because');
    expect(postFieldColumnName('actionItems2')).toBe('action_items2');
    expect(postFieldColumnName('wall')).toBe('wall');
  });

  it('gives each step block its field, and an editor that fits the field', () => {
    expect(POST_STEP_FIELDS.confidenceYears).toBe('yearsToManifest');
    expect(POST_STEP_FIELDS.feelingsList).toBe('feelingsList');
    expect(POST_STEP_KINDS).toMatchObject({
      title: 'text',
      summary: 'text',
      feelingsList: 'list',
      wall: 'list',
      actionItems: 'actionItems',
      confidenceYears: 'years',
    });
    expect(new Set(Object.values(POST_STEP_FIELDS)).size).toBe(POST_STEP_KEYS.length);
  });

  it('lists fields by kind, in the table order', () => {
    expect(postFieldsOfKind('flag')).toEqual(['shareForResearch', 'shareForFeedback', 'draft']);
    expect(postFieldsOfKind('line')).toEqual(['title', 'mood']);
  });

  it('searches and shows only what the person writes', () => {
    for (const name of POST_FIELD_NAMES) {
      const spec: PostFieldSpec = POST_FIELDS[name];
      if (spec.search || spec.heading || spec.step) expect(spec.private, name).toBe(true);
    }
  });
});
