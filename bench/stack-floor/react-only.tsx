import { createRoot } from 'react-dom/client';
import { CARDS } from './cards.ts';

function Dashboard() {
  return (
    <main>
      <h1>Good evening</h1>
      {CARDS.map((card) => (
        <article key={card.id} className="card">
          <h2>{card.title}</h2>
          <p>{card.day}</p>
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
