// The product lists' styles come with the pages, not the lazy code: Vite's preload helper would link
// a lazy chunk's stylesheet a second time and restyle the page while it hydrates.
import './catalogue.css';
import './filters.css';
import './product-card.css';
