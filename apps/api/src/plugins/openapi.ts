import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_NAME, type ModuleOptions } from '../app-context.ts';

/** The OpenAPI document of every route after it, and Swagger UI at /api/docs. */
export const openApiPlugin = fp(async (app, { context }: ModuleOptions) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${APP_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: context.cookies.session },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles of its own. Its page needs no <base> and no framing,
    // so those stay as strict as the app's (its own policy says 'self' for both).
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replace(/base-uri [^;]*/, "base-uri 'none'")
        .replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
  });
});
