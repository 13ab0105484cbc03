import type { CategorySummary } from '@kordon/contract';
import { useLoaderData } from 'react-router';
import { apiGet } from '../lib/api.server';
import type { Route } from './+types/home';

export function meta() {
  return [
    { title: 'Kordon — tactical gear, clothing and souvenirs' },
    {
      name: 'description',
      content: 'Russian-made tactical equipment, clothing, cosplay gear, souvenirs and books, shipped worldwide.',
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const categories = await apiGet<CategorySummary[]>(context, '/categories');
  return { categories };
}

export default function Home() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <header className="site-header">
        <a href="/" className="logo">
          KORDON
        </a>
      </header>
      <section>
        <h1>Catalogue</h1>
        <ul className="category-grid">
          {categories.map((category) => (
            <li key={category.id}>
              <a href={category.link}>{category.name}</a>
              {category.categories.length > 0 && (
                <ul>
                  {category.categories.map((child) => (
                    <li key={child.id}>
                      <a href={child.link}>{child.name}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
