// The baseline page: the host's stylesheet and nothing of Betkit.
import './host.css';
