import { createRoot } from 'react-dom/client';
import { CARDS } from './cards.ts';

/*
 * react-only.tsx with one difference: each card's day is written by Intl, as any journal's
 * dashboard writes its days in the reader's language. The first Intl call loads ICU's data
 * in the task that makes it, and no framework can split that task.
 */
const dayFormat = new Intl.DateTimeFormat(navigator.language, { dateStyle: 'long' });

function Dashboard() {
  return (
    <main>
      <h1>Good evening</h1>
      {CARDS.map((card) => (
        <article key={card.id} className="card">
          <h2>{card.title}</h2>
          <p>{dayFormat.format(new Date(card.day))}</p>
          <p>{card.text}</p>
          <ul>
            {card.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <a href={`/posts/${card.id}`}>Read</a>
        </article>
      ))}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Dashboard />);
