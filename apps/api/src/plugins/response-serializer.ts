import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { $ZodType, toJSONSchema } from 'zod/v4/core';

type JsonSchema = { [keyword: string]: unknown };
type Serialize = (data: unknown) => string;

/**
 * Every answer is written by a serializer compiled from its route's zod response schema
 * (`fast-json-stringify` on the schema's JSON Schema), which writes only the properties the
 * schema declares, as Fastify's own serializer does: a field a service adds by mistake never
 * leaves the server. Checking each answer with zod and then `JSON.stringify` would cost
 * several times as much on a page of posts (decision 0027).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({
  schema,
  method,
  url,
}) => {
  if (!(schema instanceof $ZodType)) {
    throw new Error(`${method} ${url}: a response schema must be a zod schema`);
  }
  return compileSerializer(schema);
};

/** The serializer of one response schema (exported for its tests). */
export function compileSerializer(schema: $ZodType): Serialize {
  const jsonSchema = prepare(
    toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }),
  );
  const options = objectUnionOptions(jsonSchema);
  if (!options) return fastJsonStringify(jsonSchema);
  // A union of objects (a page of posts, or their count) is told apart by the properties each
  // requires, rather than by validating the whole answer against each option in turn.
  const compiled = options.map((option) => ({
    required: (option.required ?? []) as string[],
    serialize: fastJsonStringify(option),
  }));
  return (data) => {
    const record = data as Record<string, unknown>;
    const match = compiled.find(({ required }) =>
      required.every((key) => record[key] !== undefined),
    );
    if (!match) throw new TypeError(`The answer matches none of the shapes of its schema.`);
    return match.serialize(data);
  };
}

function objectUnionOptions(schema: JsonSchema): JsonSchema[] | null {
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (!options || Object.keys(schema).length !== 1) return null;
  return options.every((option) => option.type === 'object') ? options : null;
}

/**
 * A nullable value (zod writes `anyOf: [T, null]`) becomes `type: [T, 'null']`, which the
 * serializer writes with a type check; an `anyOf` would make it validate the value against
 * each option with Ajv.
 */
function prepare(schema: JsonSchema): JsonSchema {
  const { $schema: _, ...rest } = schema;
  return rewrite(rest) as JsonSchema;
}

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite);
  if (typeof value !== 'object' || value === null) return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, rewrite(child)]),
  ) as JsonSchema;
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (options?.length === 2 && Object.keys(schema).length === 1) {
    const nullAt = options.findIndex((option) => option.type === 'null');
    const other = options[1 - nullAt];
    if (nullAt !== -1 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return schema;
}
