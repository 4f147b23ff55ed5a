import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Popover, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import './RichTextEditor.css';

export interface RichTextEditorProps {
  /** The HTML to start from (antd Form passes the field's value). Later changes of it are not followed. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  'aria-label'?: string;
}

/** A link or picture address the server keeps: http(s), or a path of this site (`/media/…`). */
const ADDRESS = /^(https?:\/\/\S+|\/(?!\/)\S*)$/i;

/** A toolbar button: an icon with its name as tooltip and accessible name, pressed while its mark is on. */
function Tool({ label, icon, active, onClick }: { label: string; icon: ReactNode; active?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** A toolbar button that asks for an address (a link's, a picture's) in a small popover first. */
function AddressTool({
  label,
  icon,
  placeholder,
  onApply,
}: {
  label: string;
  icon: ReactNode;
  placeholder: string;
  onApply: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const valid = ADDRESS.test(url.trim());
  const apply = () => {
    if (!valid) return;
    onApply(url.trim());
    setUrl('');
    setOpen(false);
  };
  const content = (
    <div className="rich-text-address">
      <Input
        autoFocus
        value={url}
        placeholder={placeholder}
        aria-label={`${label}地址`}
        status={url && !valid ? 'error' : undefined}
        onChange={(e) => setUrl(e.target.value)}
        onPressEnter={apply}
      />
      <Button type="primary" disabled={!valid} onClick={apply}>
        确定
      </Button>
    </div>
  );
  return (
    <Popover content={content} title={label} trigger="click" open={open} onOpenChange={setOpen}>
      <Tooltip title={label}>
        <Button type="text" size="small" aria-label={label} icon={icon} />
      </Tooltip>
    </Popover>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label="格式">
      <Tool
        label="二级标题"
        icon={<span className="rich-text-heading">H2</span>}
        active={on.h2}
        onClick={() => run().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label="三级标题"
        icon={<span className="rich-text-heading">H3</span>}
        active={on.h3}
        onClick={() => run().toggleHeading({ level: 3 }).run()}
      />
      <Divider orientation="vertical" />
      <Tool label="加粗" icon={<BoldOutlined />} active={on.bold} onClick={() => run().toggleBold().run()} />
      <Tool label="斜体" icon={<ItalicOutlined />} active={on.italic} onClick={() => run().toggleItalic().run()} />
      <Tool label="下划线" icon={<UnderlineOutlined />} active={on.underline} onClick={() => run().toggleUnderline().run()} />
      <Tool label="删除线" icon={<StrikethroughOutlined />} active={on.strike} onClick={() => run().toggleStrike().run()} />
      <Divider orientation="vertical" />
      <Tool label="无序列表" icon={<UnorderedListOutlined />} active={on.bullet} onClick={() => run().toggleBulletList().run()} />
      <Tool label="有序列表" icon={<OrderedListOutlined />} active={on.ordered} onClick={() => run().toggleOrderedList().run()} />
      <Tool
        label="引用"
        icon={<span className="rich-text-heading">❝</span>}
        active={on.quote}
        onClick={() => run().toggleBlockquote().run()}
      />
      <Divider orientation="vertical" />
      <Tool label="左对齐" icon={<AlignLeftOutlined />} onClick={() => run().setTextAlign('left').run()} />
      <Tool label="居中" icon={<AlignCenterOutlined />} active={on.center} onClick={() => run().setTextAlign('center').run()} />
      <Tool label="右对齐" icon={<AlignRightOutlined />} active={on.right} onClick={() => run().setTextAlign('right').run()} />
      <Divider orientation="vertical" />
      <AddressTool
        label="链接"
        icon={<LinkOutlined />}
        placeholder="https://… 或站内路径"
        // With text selected the link goes on it; with none, the address itself goes in as the link's text.
        onApply={(href) =>
          editor.state.selection.empty
            ? run()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run()
            : run().extendMarkRange('link').setLink({ href }).run()
        }
      />
      <AddressTool
        label="图片"
        icon={<PictureOutlined />}
        placeholder="图片地址 https://… 或 /media/…"
        onApply={(src) => run().setImage({ src }).run()}
      />
      <Tool label="清除格式" icon={<ClearOutlined />} onClick={() => run().unsetAllMarks().clearNodes().run()} />
      <span className="rich-text-toolbar-end">
        <Tool label="撤销" icon={<UndoOutlined />} onClick={() => on.canUndo && run().undo().run()} />
        <Tool label="重做" icon={<RedoOutlined />} onClick={() => on.canRedo && run().redo().run()} />
      </span>
    </div>
  );
}

/**
 * The console's rich text: Tiptap (ProseMirror) with an antd toolbar, writing HTML the server's
 * sanitiser keeps (paragraphs, headings, marks, lists, quotes, links, pictures, alignment). The server
 * sanitises it again on save, whatever is sent. Loaded only by the pages that edit rich text.
 */
export default function RichTextEditor({
  value = '',
  onChange,
  placeholder = '请输入正文',
  'aria-label': label = '正文',
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false } }),
      Image,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      Placeholder.configure({ placeholder }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rich-text-content' } },
    // An empty document is "" (not "<p></p>"), so a required body reads as missing.
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className="rich-text">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
