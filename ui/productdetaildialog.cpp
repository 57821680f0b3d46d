#include "ui/productdetaildialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QVBoxLayout>

#include "ui/productdetailpanel.h"

ProductDetailDialog::ProductDetailDialog(ConsoleSession *session, QWidget *parent)
    : QDialog(parent)
    , m_panel(new ProductDetailPanel(session, this))
{
    setWindowTitle(tr("Product details"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_panel, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Fits a 1024x600 screen with the window's frame.
    resize(420, 520);
    connect(m_panel, &ProductDetailPanel::loaded, this, [this] {
        if (m_panel->titleText().size() < 80)
            setWindowTitle(m_panel->titleText());
    });
}

void ProductDetailDialog::showProduct(qint64 id, const QString &type)
{
    setWindowTitle(tr("Product details"));
    m_panel->showProduct(id, type);
    show();
    raise();
    activateWindow();
}
